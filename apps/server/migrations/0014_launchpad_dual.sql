-- Launchpad (IEO) and dual investment (docs/domain.md "Earn"). Times are Unix seconds of the
-- platform clock. Nothing here lets anyone choose an outcome: an allocation follows from the
-- subscriptions alone, a dual payout from the tick recorded at the settlement time.

-- A project sells a token that is created with it: a new currency row, not tradable until listing.
CREATE TABLE launchpad_projects (
  id              bigserial PRIMARY KEY,
  currency_id     integer NOT NULL UNIQUE REFERENCES currencies(id),
  title           text NOT NULL,
  -- Language code → text (en is required; other languages fall back to it).
  summary         jsonb NOT NULL DEFAULT '{}',
  content         jsonb NOT NULL DEFAULT '{}',
  logo            text NOT NULL DEFAULT '',
  white_book      text NOT NULL DEFAULT '',
  link            text NOT NULL DEFAULT '',
  -- Tokens for sale, and per-user limits in tokens (min per order, max for all of a user's orders).
  amount          numeric(36, 18) NOT NULL CHECK (amount > 0),
  min_amount      numeric(36, 18) NOT NULL CHECK (min_amount > 0),
  max_amount      numeric(36, 18) NOT NULL CHECK (max_amount >= min_amount),
  warmup_at       bigint NOT NULL,
  start_at        bigint NOT NULL,
  end_at          bigint NOT NULL,
  listing_at      bigint NOT NULL,
  lock_days       integer NOT NULL DEFAULT 0 CHECK (lock_days BETWEEN 0 AND 3650),
  -- Stored by the phases job: warmup → subscribing → allocating → allocated → listed.
  phase           text NOT NULL DEFAULT 'warmup'
                  CHECK (phase IN ('warmup', 'subscribing', 'allocating', 'allocated', 'listed')),
  -- Sum of requested tokens of every subscription (kept with each order, in its transaction).
  total_requested numeric(36, 18) NOT NULL DEFAULT 0,
  -- Set once by allocation: tokens given out; amount − this stays with the issuer.
  total_allocated numeric(36, 18),
  active          boolean NOT NULL DEFAULT true,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT launchpad_projects_times CHECK (warmup_at <= start_at AND start_at < end_at AND end_at <= listing_at)
);

-- What a project can be paid with, at what price per token.
CREATE TABLE launchpad_prices (
  project_id  bigint NOT NULL REFERENCES launchpad_projects(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  price       numeric(36, 18) NOT NULL CHECK (price > 0),
  PRIMARY KEY (project_id, currency_id)
);

CREATE TABLE launchpad_orders (
  id              bigserial PRIMARY KEY,
  project_id      bigint NOT NULL REFERENCES launchpad_projects(id),
  user_id         bigint NOT NULL REFERENCES users(id),
  pay_currency_id integer NOT NULL REFERENCES currencies(id),
  price           numeric(36, 18) NOT NULL CHECK (price > 0),
  -- Tokens asked for, and the payment held for them (requested × price, rounded up to the pay currency).
  requested       numeric(36, 18) NOT NULL CHECK (requested > 0),
  cost            numeric(36, 18) NOT NULL CHECK (cost > 0),
  hold_id         bigint NOT NULL REFERENCES holds(id),
  -- Set by allocation, together: tokens given, payment taken, payment released.
  allocated       numeric(36, 18) CHECK (allocated >= 0),
  paid            numeric(36, 18) CHECK (paid >= 0),
  refunded        numeric(36, 18) CHECK (refunded >= 0),
  -- Set at listing: the hold on the credited tokens, released at unlock_at (a UTC midnight).
  token_hold_id   bigint REFERENCES holds(id),
  unlock_at       bigint,
  status          text NOT NULL DEFAULT 'held'
                  CHECK (status IN ('held', 'allocated', 'locked', 'unlocked')),
  idempotency_key text NOT NULL UNIQUE,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT launchpad_orders_allocation CHECK (
    (status = 'held' AND allocated IS NULL AND paid IS NULL AND refunded IS NULL)
    OR (status <> 'held' AND allocated IS NOT NULL AND paid IS NOT NULL AND refunded IS NOT NULL
        AND paid + refunded = cost)
  )
);
CREATE INDEX launchpad_orders_user_idx ON launchpad_orders (user_id, id DESC);
CREATE INDEX launchpad_orders_project_idx ON launchpad_orders (project_id, id);

-- Dual investment products. call: invest the coin; put: invest USDT. apr is a percentage.
CREATE TABLE dual_products (
  id            bigserial PRIMARY KEY,
  name          text NOT NULL UNIQUE,
  currency_id   integer NOT NULL REFERENCES currencies(id),
  type          text NOT NULL CHECK (type IN ('call', 'put')),
  exercise_price numeric(36, 18) NOT NULL CHECK (exercise_price > 0),
  rate          numeric(10, 4) NOT NULL CHECK (rate > 0 AND rate <= 1000),
  -- One share invests `share_amount` of the invested currency (the coin for call, USDT for put).
  share_amount  numeric(36, 18) NOT NULL CHECK (share_amount > 0),
  start_at      bigint NOT NULL,
  -- Settlement time (08:00 UTC of the settlement date); sales stop at it.
  end_at        bigint NOT NULL CHECK (end_at > start_at),
  total_number  integer NOT NULL CHECK (total_number > 0),
  purchased_number integer NOT NULL DEFAULT 0,
  user_limit    integer NOT NULL CHECK (user_limit > 0),
  active        boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT dual_products_quota CHECK (purchased_number BETWEEN 0 AND total_number)
);

CREATE TABLE dual_orders (
  id              bigserial PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users(id),
  product_id      bigint NOT NULL REFERENCES dual_products(id),
  number          integer NOT NULL CHECK (number > 0),
  -- Copied from the product at purchase.
  invest_currency_id integer NOT NULL REFERENCES currencies(id),
  total           numeric(36, 18) NOT NULL CHECK (total > 0),
  order_rate      numeric(10, 4) NOT NULL,
  exercise_price  numeric(36, 18) NOT NULL,
  day             integer NOT NULL CHECK (day > 0),
  end_at          bigint NOT NULL,
  -- The spot price shown at purchase (information only).
  price           numeric(36, 18),
  hold_id         bigint NOT NULL REFERENCES holds(id),
  -- The tick at or just before end_at, and what it paid.
  settle_price    numeric(36, 18),
  settle_tick_ms  bigint,
  payout_currency_id integer REFERENCES currencies(id),
  payout          numeric(36, 18),
  status          text NOT NULL DEFAULT 'holding' CHECK (status IN ('holding', 'settled')),
  idempotency_key text NOT NULL UNIQUE,
  created_at      timestamptz NOT NULL DEFAULT now(),
  settled_at      timestamptz,
  CONSTRAINT dual_orders_settled CHECK (
    (status = 'holding' AND payout IS NULL AND settle_price IS NULL)
    OR (status = 'settled' AND payout IS NOT NULL AND settle_price IS NOT NULL AND settle_tick_ms <= end_at * 1000)
  )
);
CREATE INDEX dual_orders_user_idx ON dual_orders (user_id, id DESC);
CREATE INDEX dual_orders_due_idx ON dual_orders (end_at) WHERE status = 'holding';
