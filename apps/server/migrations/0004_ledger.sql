-- Double-entry ledger. Balances live on ledger_accounts as a cache of their postings; every
-- change is a journal whose postings sum to zero per currency. Holds are journals that move
-- an amount from an account's available bucket to its frozen bucket (and back, or onward).

CREATE TABLE currencies (
  id            integer PRIMARY KEY,
  code          text NOT NULL UNIQUE,
  name          text NOT NULL,
  precision     smallint NOT NULL CHECK (precision BETWEEN 0 AND 18),
  min_withdraw  numeric(36, 18) NOT NULL DEFAULT 0,
  withdraw_fee  numeric(36, 18) NOT NULL DEFAULT 0,
  can_deposit   boolean NOT NULL DEFAULT true,
  can_withdraw  boolean NOT NULL DEFAULT true,
  can_trade     boolean NOT NULL DEFAULT true,
  is_fiat_like  boolean NOT NULL DEFAULT false,
  chains        text[] NOT NULL DEFAULT '{}',
  logo          text NOT NULL DEFAULT '',
  sort_order    smallint NOT NULL DEFAULT 100,
  -- Reference price in USDT until the market-data module provides live prices.
  ref_price_usdt numeric(36, 18) NOT NULL DEFAULT 0
);

INSERT INTO currencies (id, code, name, precision, min_withdraw, withdraw_fee, is_fiat_like, chains, sort_order, ref_price_usdt) VALUES
  (1, 'BTC', 'Bitcoin', 8, 0.001, 0.0002, false, '{BTC}', 2, 96000),
  (2, 'ETH', 'Ethereum', 8, 0.01, 0.002, false, '{ERC20}', 3, 3400),
  (3, 'USDT', 'Tether', 6, 10, 1, true, '{ERC20,TRC20}', 1, 1),
  (40, 'DOGE', 'Dogecoin', 8, 50, 5, false, '{DOGE}', 8, 0.32),
  (45, 'USDC', 'USD Coin', 6, 10, 1, true, '{ERC20}', 4, 1),
  (46, 'LTC', 'Litecoin', 8, 0.1, 0.001, false, '{LTC}', 9, 98),
  (47, 'XRP', 'XRP', 6, 20, 0.25, false, '{XRP}', 6, 2.2),
  (48, 'SOL', 'Solana', 8, 0.1, 0.01, false, '{SOL}', 5, 190),
  (49, 'BNB', 'BNB', 8, 0.05, 0.0005, false, '{BEP20}', 7, 650),
  (50, 'TRX', 'TRON', 6, 50, 1, false, '{TRC20}', 10, 0.24),
  (51, 'ADA', 'Cardano', 6, 20, 1, false, '{ADA}', 11, 0.95);

CREATE TABLE ledger_accounts (
  id             bigserial PRIMARY KEY,
  user_id        bigint REFERENCES users(id),
  system_code    text,
  currency_id    integer NOT NULL REFERENCES currencies(id),
  -- 1 legal, 2 change (spot), 3 lever, 4 micro for users; 0 for system accounts.
  account_type   smallint NOT NULL CHECK (account_type BETWEEN 0 AND 4),
  available      numeric(36, 18) NOT NULL DEFAULT 0,
  frozen         numeric(36, 18) NOT NULL DEFAULT 0,
  -- Only source accounts (deposit clearing, the demo faucet, the house) may go below zero.
  allow_negative boolean NOT NULL DEFAULT false,
  CONSTRAINT ledger_account_owner CHECK ((user_id IS NULL) <> (system_code IS NULL)),
  CONSTRAINT ledger_account_type CHECK ((user_id IS NULL AND account_type = 0) OR (user_id IS NOT NULL AND account_type BETWEEN 1 AND 4)),
  CONSTRAINT ledger_account_non_negative CHECK (allow_negative OR (available >= 0 AND frozen >= 0))
);
CREATE UNIQUE INDEX ledger_accounts_user_key ON ledger_accounts (user_id, currency_id, account_type) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_system_key ON ledger_accounts (system_code, currency_id) WHERE system_code IS NOT NULL;

CREATE TABLE journals (
  id              bigserial PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  reason          text NOT NULL,
  ref_type        text NOT NULL,
  ref_id          text NOT NULL,
  -- Who caused it: user:<id>, operator:<id> or system:<job>.
  actor           text NOT NULL,
  memo            text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX journals_ref_idx ON journals (ref_type, ref_id);

CREATE TABLE postings (
  id          bigserial PRIMARY KEY,
  journal_id  bigint NOT NULL REFERENCES journals(id),
  account_id  bigint NOT NULL REFERENCES ledger_accounts(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  bucket      text NOT NULL CHECK (bucket IN ('available', 'frozen')),
  amount      numeric(36, 18) NOT NULL CHECK (amount <> 0)
);
CREATE INDEX postings_account_idx ON postings (account_id, journal_id DESC);
CREATE INDEX postings_journal_idx ON postings (journal_id);

-- A named amount held in an account's frozen bucket for an order, a withdrawal, a bid.
CREATE TABLE holds (
  id          bigserial PRIMARY KEY,
  account_id  bigint NOT NULL REFERENCES ledger_accounts(id),
  amount      numeric(36, 18) NOT NULL CHECK (amount > 0),
  remaining   numeric(36, 18) NOT NULL CHECK (remaining >= 0),
  status      text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  ref_type    text NOT NULL,
  ref_id      text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  closed_at   timestamptz,
  CONSTRAINT holds_remaining_le_amount CHECK (remaining <= amount)
);
CREATE INDEX holds_ref_idx ON holds (ref_type, ref_id);
