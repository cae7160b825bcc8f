-- OTC (P2P with escrow) and crypto-backed loans.

-- A merchant application; an operator approves it. One per user.
CREATE TABLE otc_merchants (
  user_id      bigint PRIMARY KEY REFERENCES users(id),
  name         text NOT NULL,
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  reviewed_at  timestamptz
);

-- An ad. `side` is the merchant's side: a sell ad sells crypto to users, a buy ad buys it.
-- `remaining` is the crypto still open to orders; an order takes its amount by one
-- conditional update, so concurrent orders never take more than the ad has.
CREATE TABLE otc_ads (
  id           bigserial PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES otc_merchants(user_id),
  side         text NOT NULL CHECK (side IN ('buy', 'sell')),
  currency_id  integer NOT NULL REFERENCES currencies(id),
  fiat         text NOT NULL,
  price_type   text NOT NULL CHECK (price_type IN ('fixed', 'float')),
  -- fixed: the price in fiat; float: the margin in percent over the reference price.
  price        numeric(36, 18) NOT NULL,
  total        numeric(36, 18) NOT NULL CHECK (total > 0),
  remaining    numeric(36, 18) NOT NULL CHECK (remaining >= 0),
  min_fiat     numeric(36, 18) NOT NULL CHECK (min_fiat > 0),
  max_fiat     numeric(36, 18) NOT NULL CHECK (max_fiat >= min_fiat),
  pay_methods  text[] NOT NULL,
  terms        text NOT NULL DEFAULT '',
  active       boolean NOT NULL DEFAULT true,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX otc_ads_list_idx ON otc_ads (side, currency_id, fiat) WHERE active;

CREATE TABLE otc_orders (
  id              bigserial PRIMARY KEY,
  ad_id           bigint NOT NULL REFERENCES otc_ads(id),
  buyer_id        bigint NOT NULL REFERENCES users(id),
  seller_id       bigint NOT NULL REFERENCES users(id),
  -- The user who took the ad (the other party is the merchant).
  taker_id        bigint NOT NULL REFERENCES users(id),
  currency_id     integer NOT NULL REFERENCES currencies(id),
  fiat            text NOT NULL,
  price           numeric(36, 18) NOT NULL,
  amount          numeric(36, 18) NOT NULL CHECK (amount > 0),
  fiat_total      numeric(36, 18) NOT NULL,
  -- Merchant fee in crypto: added to the hold when the merchant sells, taken from what the
  -- merchant receives when the merchant buys.
  fee             numeric(36, 18) NOT NULL,
  hold_id         bigint NOT NULL,
  status          text NOT NULL DEFAULT 'unpaid'
                    CHECK (status IN ('unpaid', 'paid', 'appeal', 'done', 'cancelled')),
  cancel_reason   text CHECK (cancel_reason IN ('buyer', 'merchant', 'timeout', 'appeal_refund')),
  pay_deadline    bigint NOT NULL,
  paid_at         bigint,
  finished_at     bigint,
  appeal_by       bigint REFERENCES users(id),
  appeal_reason   text,
  appeal_evidence text,
  idempotency_key text NOT NULL UNIQUE,
  created_at      bigint NOT NULL
);
CREATE INDEX otc_orders_buyer_idx ON otc_orders (buyer_id, id DESC);
CREATE INDEX otc_orders_seller_idx ON otc_orders (seller_id, id DESC);
CREATE INDEX otc_orders_due_idx ON otc_orders (pay_deadline) WHERE status = 'unpaid';
CREATE INDEX otc_orders_cancel_idx ON otc_orders (taker_id, finished_at) WHERE cancel_reason = 'buyer';

CREATE TABLE otc_chat (
  id          bigserial PRIMARY KEY,
  order_id    bigint NOT NULL REFERENCES otc_orders(id),
  sender_id   bigint NOT NULL REFERENCES users(id),
  body        text NOT NULL,
  created_at  bigint NOT NULL
);
CREATE INDEX otc_chat_order_idx ON otc_chat (order_id, id);

-- Loans. Principal and interest owed are tracked here; the money moves are journals
-- (collateral to the `loans` custody account, principal from the `loans` desk).
CREATE TABLE loans (
  id                  bigserial PRIMARY KEY,
  user_id             bigint NOT NULL REFERENCES users(id),
  loan_currency_id    integer NOT NULL REFERENCES currencies(id),
  collateral_currency_id integer NOT NULL REFERENCES currencies(id),
  principal           numeric(36, 18) NOT NULL CHECK (principal >= 0),
  interest            numeric(36, 18) NOT NULL DEFAULT 0 CHECK (interest >= 0),
  collateral          numeric(36, 18) NOT NULL CHECK (collateral >= 0),
  annual_rate         numeric(36, 18) NOT NULL,
  term_days           integer NOT NULL CHECK (term_days IN (0, 7, 30)),
  opened_at           bigint NOT NULL,
  -- 0 for flexible loans.
  due_at              bigint NOT NULL,
  status              text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'repaid', 'liquidated')),
  margin_called_at    bigint,
  closed_at           bigint,
  idempotency_key     text NOT NULL UNIQUE
);
CREATE INDEX loans_user_idx ON loans (user_id, id DESC);
CREATE INDEX loans_open_idx ON loans (id) WHERE status = 'open';

-- Each (loan, hour) is charged once: a re-run or a late run changes nothing twice.
CREATE TABLE loan_interest_hours (
  loan_id  bigint NOT NULL REFERENCES loans(id),
  hour     bigint NOT NULL,
  amount   numeric(36, 18) NOT NULL,
  PRIMARY KEY (loan_id, hour)
);

-- Every event of a loan, with the recorded tick it used when a price mattered.
CREATE TABLE loan_events (
  id          bigserial PRIMARY KEY,
  loan_id     bigint NOT NULL REFERENCES loans(id),
  kind        text NOT NULL CHECK (kind IN ('open', 'repay', 'add_collateral', 'withdraw_collateral',
                                            'margin_call', 'liquidation')),
  amount      numeric(36, 18),
  price       numeric(36, 18),
  tick_ms     bigint,
  ltv         numeric(36, 18),
  detail      jsonb NOT NULL DEFAULT '{}',
  created_at  bigint NOT NULL
);
CREATE INDEX loan_events_loan_idx ON loan_events (loan_id, id);

INSERT INTO settings (key, value, is_public, notes) VALUES
  ('otc_pay_window_s', '900', true, 'OTC: seconds the buyer has to pay and press paid'),
  ('otc_merchant_fee_rate', '0.001', true, 'OTC: merchant fee, a fraction of the crypto amount, to fees'),
  ('otc_cancel_limit_24h', '3', true, 'OTC: cancelled orders in 24 h after which a user cannot open new ones'),
  ('otc_fiat_rates', '{"USD":"1","CNY":"7.2","EUR":"0.92"}', true, 'OTC: fiat per USDT, for the reference price of floating ads'),
  ('loan_initial_ltv', '0.65', true, 'Loans: highest LTV at opening and after withdrawing collateral'),
  ('loan_margin_call_ltv', '0.75', true, 'Loans: LTV of the margin call'),
  ('loan_liquidation_ltv', '0.83', true, 'Loans: LTV of liquidation'),
  ('loan_liquidation_fee', '0.02', true, 'Loans: liquidation fee, a fraction of the sold collateral value'),
  ('loan_annual_rates', '{"USDT":"0.08","BTC":"0.03","ETH":"0.03"}', true, 'Loans: annual rate per loan currency'),
  ('loan_overdue_factor', '1.5', true, 'Loans: rate multiplier once a fixed term is overdue'),
  ('loan_overdue_liquidate_h', '72', true, 'Loans: hours overdue after which a fixed-term loan is liquidated')
ON CONFLICT (key) DO NOTHING;
