-- Seconds options (micro): periods, payable currencies, pairs and orders. An order is decided
-- by two recorded ticks only (docs/domain.md): the reference tick at acceptance and the first tick
-- of the tick log at or after expiry. There is no column through which anyone can force a result.

CREATE TABLE option_periods (
  seconds      integer PRIMARY KEY CHECK (seconds > 0 AND seconds <= 86400),
  -- Profit of a win as a fraction of the stake (0.80: a win returns stake × 1.80).
  payout_rate  numeric(10, 6) NOT NULL CHECK (payout_rate > 0),
  -- Stake limits in the paid currency.
  min_stake    numeric(36, 18) NOT NULL CHECK (min_stake > 0),
  max_stake    numeric(36, 18) NOT NULL CHECK (max_stake >= min_stake),
  active       boolean NOT NULL DEFAULT true
);

INSERT INTO option_periods (seconds, payout_rate, min_stake, max_stake) VALUES
  (30, 0.80, 10, 5000),
  (60, 0.82, 10, 10000),
  (120, 0.85, 10, 20000),
  (300, 0.88, 10, 50000);

-- Currencies a stake may be paid in, from the micro account (type 4), with quick-pick amounts.
CREATE TABLE option_currencies (
  currency_id   integer PRIMARY KEY REFERENCES currencies(id),
  quick_amounts numeric(36, 18)[] NOT NULL DEFAULT '{}',
  active        boolean NOT NULL DEFAULT true
);

INSERT INTO option_currencies (currency_id, quick_amounts) VALUES (3, '{10,50,100,500,1000}');

-- Pairs that take seconds options (an operator can switch one off).
CREATE TABLE option_pairs (
  instrument_id smallint PRIMARY KEY REFERENCES instruments(id),
  active        boolean NOT NULL DEFAULT true
);

INSERT INTO option_pairs (instrument_id) SELECT id FROM instruments;

CREATE TABLE option_orders (
  id              bigserial PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users(id),
  instrument_id   smallint NOT NULL REFERENCES instruments(id),
  currency_id     integer NOT NULL REFERENCES currencies(id),
  -- 1 up, 2 down (the description's `type`).
  direction       smallint NOT NULL CHECK (direction IN (1, 2)),
  seconds         integer NOT NULL CHECK (seconds > 0),
  stake           numeric(36, 18) NOT NULL CHECK (stake > 0),
  -- Copied from the period when the order is accepted; later changes of the period do not apply.
  payout_rate     numeric(10, 6) NOT NULL CHECK (payout_rate > 0),
  -- The reference tick at acceptance: its price and its time (ms, as in the ticks table).
  open_price      numeric(36, 18) NOT NULL CHECK (open_price > 0),
  open_tick_ms    bigint NOT NULL,
  accepted_at_ms  bigint NOT NULL,
  expires_at_ms   bigint NOT NULL,
  -- The first tick at or after expiry, set by settlement.
  close_price     numeric(36, 18) CHECK (close_price > 0),
  close_tick_ms   bigint,
  result          text CHECK (result IN ('win', 'loss', 'tie')),
  -- What came back to the micro account: stake × (1 + payout_rate) on a win, the stake on a tie, 0 on a loss.
  payout          numeric(36, 18) CHECK (payout >= 0),
  status          text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled')),
  hold_id         bigint NOT NULL REFERENCES holds(id),
  -- user id and the client's key (or a server-made one): a repeat returns the first order.
  idempotency_key text NOT NULL UNIQUE,
  created_at      timestamptz NOT NULL DEFAULT now(),
  settled_at      timestamptz,
  CONSTRAINT option_orders_expiry CHECK (expires_at_ms = accepted_at_ms + seconds::bigint * 1000),
  CONSTRAINT option_orders_settled CHECK (
    (status = 'open' AND result IS NULL AND close_price IS NULL AND close_tick_ms IS NULL AND payout IS NULL)
    OR (status = 'settled' AND result IS NOT NULL AND close_price IS NOT NULL AND close_tick_ms >= expires_at_ms AND payout IS NOT NULL)
  )
);
CREATE INDEX option_orders_user_idx ON option_orders (user_id, id DESC);
CREATE INDEX option_orders_due_idx ON option_orders (expires_at_ms) WHERE status = 'open';
