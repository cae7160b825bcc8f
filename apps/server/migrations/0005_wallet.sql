-- Wallet: deposit addresses and requests, the address book, bank cards, withdrawals.

CREATE TABLE deposit_addresses (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  chain       text NOT NULL,
  address     text NOT NULL UNIQUE,
  hd_path     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, currency_id, chain)
);

CREATE TABLE deposit_requests (
  id           bigserial PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users(id),
  currency_id  integer NOT NULL REFERENCES currencies(id),
  amount       numeric(36, 18) NOT NULL CHECK (amount > 0),
  -- crypto, bank (domestic) or bank_international
  method       text NOT NULL CHECK (method IN ('crypto', 'bank', 'bank_international')),
  chain        text NOT NULL DEFAULT '',
  account      text NOT NULL DEFAULT '',
  voucher      text NOT NULL,
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason       text NOT NULL DEFAULT '',
  credited     numeric(36, 18),
  created_at   timestamptz NOT NULL DEFAULT now(),
  reviewed_at  timestamptz,
  reviewed_by  bigint REFERENCES operators(id),
  idempotency_key text UNIQUE
);
CREATE INDEX deposit_requests_user_idx ON deposit_requests (user_id, id DESC);
CREATE INDEX deposit_requests_pending_idx ON deposit_requests (id) WHERE status = 'pending';

CREATE TABLE address_book (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  chain       text NOT NULL,
  name        text NOT NULL,
  address     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  deleted_at  timestamptz
);
CREATE INDEX address_book_user_idx ON address_book (user_id) WHERE deleted_at IS NULL;

CREATE TABLE bank_cards (
  id            bigserial PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users(id),
  kind          text NOT NULL CHECK (kind IN ('domestic', 'international')),
  real_name     text NOT NULL,
  bank_account  text NOT NULL,
  bank_name     text NOT NULL,
  bank_dizhi    text NOT NULL DEFAULT '',
  bank_network  text NOT NULL DEFAULT '',
  swift_code    text NOT NULL DEFAULT '',
  aba_number    text NOT NULL DEFAULT '',
  country       text NOT NULL DEFAULT '',
  address       text NOT NULL DEFAULT '',
  phone         text NOT NULL DEFAULT '',
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, kind)
);

CREATE TABLE withdrawals (
  id           bigserial PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users(id),
  currency_id  integer NOT NULL REFERENCES currencies(id),
  -- What leaves the user's account; `fee` of it goes to the fee account, the rest is sent.
  amount       numeric(36, 18) NOT NULL CHECK (amount > 0),
  fee          numeric(36, 18) NOT NULL CHECK (fee >= 0),
  -- Equivalent at request time, for the rolling 24-hour limit.
  btc_value    numeric(36, 18) NOT NULL,
  usdt_value   numeric(36, 18) NOT NULL,
  method       text NOT NULL CHECK (method IN ('crypto', 'bank', 'bank_international')),
  chain        text NOT NULL DEFAULT '',
  destination  text NOT NULL,
  hold_id      bigint NOT NULL REFERENCES holds(id),
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'rejected')),
  txid         text NOT NULL DEFAULT '',
  reason       text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now(),
  reviewed_at  timestamptz,
  reviewed_by  bigint REFERENCES operators(id),
  idempotency_key text UNIQUE
);
CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, id DESC);
CREATE INDEX withdrawals_pending_idx ON withdrawals (id) WHERE status = 'pending';

-- Transfers between a user's own account types and currency exchanges, for their histories.
CREATE TABLE wallet_transfers (
  id              bigserial PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users(id),
  kind            text NOT NULL CHECK (kind IN ('account', 'exchange')),
  currency_id     integer NOT NULL REFERENCES currencies(id),
  to_currency_id  integer NOT NULL REFERENCES currencies(id),
  from_type       smallint NOT NULL,
  to_type         smallint NOT NULL,
  amount          numeric(36, 18) NOT NULL,
  received        numeric(36, 18) NOT NULL,
  rate            numeric(36, 18) NOT NULL DEFAULT 1,
  journal_id      bigint NOT NULL REFERENCES journals(id),
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_transfers_user_idx ON wallet_transfers (user_id, kind, id DESC);

INSERT INTO settings (key, value, is_public, notes) VALUES
  ('exchange_spread', '0.002', true, 'Spread of currency exchange at the reference price'),
  ('withdraw_limit_btc_24h_level1', '200', true, 'Rolling 24-hour withdrawal limit in BTC, level 1'),
  ('withdraw_limit_btc_24h_level2', '500', true, 'Rolling 24-hour withdrawal limit in BTC, level 2'),
  ('fiat_single_limit_level1', '2000', true, 'Single fiat withdrawal limit in USDT, level 1'),
  ('fiat_single_limit_level2', '1000000', true, 'Single fiat withdrawal limit in USDT, level 2'),
  ('address_cooling_hours', '24', true, 'Hours before a new withdrawal address can be used'),
  ('bank_receive_domestic', '{"bank_name":"Tidemark Settlement Bank","account_name":"Tidemark Ltd","account_number":"6222 0000 1234 5678","branch":"Central Branch"}', true, 'Receiving bank for domestic transfers'),
  ('bank_receive_international', '{"bank_name":"Tidemark International Bank","account_name":"Tidemark Ltd","account_number":"GB29 NWBK 6016 1331 9268 19","swift_code":"TDMKGB2L","address":"1 Harbour Street, London"}', true, 'Receiving bank for international transfers');

-- SOL and ADA use keys that an secp256k1 HD public key cannot derive: no deposit address yet.
UPDATE currencies SET can_deposit = false WHERE code IN ('SOL', 'ADA');
