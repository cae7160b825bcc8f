-- Earn (docs/domain.md "Earn"): lock mining, flexible savings (DeFi) and cloud mining in one engine.
-- Rates, tiers, fees and quotas are rows an operator changes; an order copies what it was sold at.

CREATE TABLE earn_products (
  id                  serial PRIMARY KEY,
  kind                text NOT NULL CHECK (kind IN ('lock', 'flexible', 'cloud')),
  name                text NOT NULL,
  intro               text NOT NULL DEFAULT '',
  -- Paid in (principal, or the price of a cloud contract) and income paid in.
  currency_id         integer NOT NULL REFERENCES currencies(id),
  payout_currency_id  integer NOT NULL REFERENCES currencies(id),
  -- Term in days; 0 for flexible savings.
  term_days           integer NOT NULL CHECK (term_days >= 0 AND term_days <= 3650),
  min_amount          numeric(36, 18) NOT NULL CHECK (min_amount > 0),
  max_amount          numeric(36, 18) NOT NULL CHECK (max_amount >= min_amount),
  quota_total         numeric(36, 18) NOT NULL CHECK (quota_total >= 0),
  -- Taken by a purchase in the same statement that checks it, so it never goes below zero.
  quota_left          numeric(36, 18) NOT NULL CHECK (quota_left >= 0 AND quota_left <= quota_total),
  user_cap            numeric(36, 18) NOT NULL CHECK (user_cap > 0),
  -- Flexible: annual rate (fraction); daily interest is balance × annual_rate / 365.
  annual_rate         numeric(12, 8) CHECK (annual_rate >= 0),
  -- Lock: share of the principal kept on early redemption (docs/domain.md: 0.5 %).
  early_fee_rate      numeric(12, 8) NOT NULL DEFAULT 0.005 CHECK (early_fee_rate >= 0 AND early_fee_rate < 1),
  -- Cloud: USDT per contract unit.
  unit_price          numeric(36, 18) CHECK (unit_price > 0),
  sale_start          timestamptz,
  sale_end            timestamptz,
  -- 1 listed, 0 withdrawn by an operator.
  status              smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  sort_order          integer NOT NULL DEFAULT 0,
  created_at          timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'flexible') = (term_days = 0)),
  CHECK (kind <> 'flexible' OR annual_rate IS NOT NULL),
  CHECK (kind <> 'cloud' OR unit_price IS NOT NULL)
);

-- Lock: an order of at least min_amount earns daily_rate a day (the highest tier it reaches).
CREATE TABLE earn_product_tiers (
  product_id  integer NOT NULL REFERENCES earn_products(id),
  min_amount  numeric(36, 18) NOT NULL CHECK (min_amount >= 0),
  daily_rate  numeric(12, 8) NOT NULL CHECK (daily_rate >= 0 AND daily_rate < 1),
  PRIMARY KEY (product_id, min_amount)
);

-- Cloud: payout per unit per day in the payout currency, set by an operator from a UTC day on;
-- a day is paid at the latest yield set on or before it.
CREATE TABLE earn_cloud_yields (
  product_id     integer NOT NULL REFERENCES earn_products(id),
  day            date NOT NULL,
  yield_per_unit numeric(36, 18) NOT NULL CHECK (yield_per_unit >= 0),
  set_by         text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (product_id, day)
);

CREATE TABLE earn_orders (
  id                  bigserial PRIMARY KEY,
  user_id             bigint NOT NULL REFERENCES users(id),
  product_id          integer NOT NULL REFERENCES earn_products(id),
  kind                text NOT NULL CHECK (kind IN ('lock', 'flexible', 'cloud')),
  currency_id         integer NOT NULL REFERENCES currencies(id),
  payout_currency_id  integer NOT NULL REFERENCES currencies(id),
  -- Principal held now (lock, flexible) or price paid (cloud).
  amount              numeric(36, 18) NOT NULL CHECK (amount >= 0),
  units               integer CHECK (units > 0),
  daily_rate          numeric(12, 8),
  annual_rate         numeric(12, 8),
  early_fee_rate      numeric(12, 8) NOT NULL DEFAULT 0,
  term_days           integer NOT NULL,
  -- The UTC day of purchase (income starts the next day).
  bought_day          date NOT NULL,
  -- The next UTC day the daily job pays.
  next_day            date NOT NULL,
  -- The first day not paid (exclusive end): maturity for lock and cloud, the day of the full
  -- redemption for flexible, the day of an early redemption. NULL: open (flexible).
  pay_until           date,
  total_interest      numeric(36, 18) NOT NULL DEFAULT 0,
  status              smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
  is_cancel           boolean NOT NULL DEFAULT false,
  withdraw_amount     numeric(36, 18),
  idempotency_key     text,
  created_at          timestamptz NOT NULL,
  finished_at         timestamptz,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX earn_orders_user ON earn_orders (user_id, kind, status, id DESC);
CREATE INDEX earn_orders_due ON earn_orders (next_day, id);
-- One open flexible holding per user and product.
CREATE UNIQUE INDEX earn_orders_flexible_holding ON earn_orders (user_id, product_id)
  WHERE kind = 'flexible' AND status = 1;

-- Flexible: every subscription and redemption with the balance after it, so the job knows the
-- smallest balance held through each UTC day.
CREATE TABLE earn_flexible_moves (
  id             bigserial PRIMARY KEY,
  order_id       bigint NOT NULL REFERENCES earn_orders(id),
  at             timestamptz NOT NULL,
  delta          numeric(36, 18) NOT NULL,
  balance_after  numeric(36, 18) NOT NULL CHECK (balance_after >= 0),
  user_id        bigint NOT NULL REFERENCES users(id),
  -- The client's key: a repeat of the same subscription or redemption moves nothing.
  idempotency_key text,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX earn_flexible_moves_order ON earn_flexible_moves (order_id, at, id);

-- One income record per order per UTC day: the claim the daily job makes before paying.
CREATE TABLE earn_income (
  id          bigserial PRIMARY KEY,
  order_id    bigint NOT NULL REFERENCES earn_orders(id),
  day         date NOT NULL,
  amount      numeric(36, 18) NOT NULL CHECK (amount >= 0),
  currency_id integer NOT NULL REFERENCES currencies(id),
  created_at  timestamptz NOT NULL,
  UNIQUE (order_id, day)
);
