-- Spot trading: pairs, orders (user and house market maker), trades.

CREATE TABLE spot_pairs (
  instrument_id   smallint PRIMARY KEY REFERENCES instruments(id),
  qty_step        numeric(36, 18) NOT NULL CHECK (qty_step > 0),
  min_qty         numeric(36, 18) NOT NULL CHECK (min_qty > 0),
  max_qty         numeric(36, 18) NOT NULL CHECK (max_qty >= min_qty),
  -- Minimum order value in the quote currency.
  min_notional    numeric(36, 18) NOT NULL CHECK (min_notional >= 0),
  -- Quantity of each level of the house market maker's ladder.
  maker_level_qty numeric(36, 18) NOT NULL CHECK (maker_level_qty > 0),
  -- Base inventory moved once from the house to the market maker account.
  maker_inventory numeric(36, 18) NOT NULL CHECK (maker_inventory >= 0),
  active          boolean NOT NULL DEFAULT true
);

INSERT INTO spot_pairs (instrument_id, qty_step, min_qty, max_qty, min_notional, maker_level_qty, maker_inventory) VALUES
  (1, 0.00001, 0.0001, 100, 5, 0.02, 5),
  (2, 0.0001, 0.001, 2000, 5, 0.5, 100),
  (3, 0.001, 0.01, 50000, 5, 10, 2000),
  (4, 0.001, 0.01, 10000, 5, 3, 600),
  (5, 0.1, 1, 1000000, 5, 800, 150000),
  (6, 1, 10, 10000000, 5, 6000, 1000000),
  (7, 0.001, 0.01, 20000, 5, 20, 4000),
  (8, 0.1, 1, 1000000, 5, 2000, 400000),
  (9, 1, 10, 10000000, 5, 8000, 1600000),
  (10, 0.01, 1, 1000000, 5, 2000, 400000);

-- Order of acceptance by the matching engine: time priority, and the order of rebuilding.
CREATE SEQUENCE spot_engine_seq;

CREATE TABLE spot_orders (
  id               bigserial PRIMARY KEY,
  -- NULL: the house market maker.
  user_id          bigint REFERENCES users(id),
  instrument_id    smallint NOT NULL REFERENCES spot_pairs(instrument_id),
  side             smallint NOT NULL CHECK (side IN (1, 2)),
  kind             text NOT NULL CHECK (kind IN ('limit', 'market')),
  -- The limit price; for a market order its protective price.
  price            numeric(36, 18) NOT NULL CHECK (price > 0),
  amount           numeric(36, 18) NOT NULL CHECK (amount > 0),
  filled           numeric(36, 18) NOT NULL DEFAULT 0 CHECK (filled >= 0),
  filled_quote     numeric(36, 18) NOT NULL DEFAULT 0 CHECK (filled_quote >= 0),
  fee              numeric(36, 18) NOT NULL DEFAULT 0 CHECK (fee >= 0),
  fee_rate         numeric(12, 10) NOT NULL CHECK (fee_rate >= 0 AND fee_rate < 1),
  -- 1 in progress, 2 completed, 3 cancelled.
  status           smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  hold_id          bigint REFERENCES holds(id),
  ref_price        numeric(36, 18) NOT NULL,
  -- NULL until the engine has taken the order (committed first, matched after).
  engine_seq       bigint UNIQUE,
  cancel_requested boolean NOT NULL DEFAULT false,
  idempotency_key  text UNIQUE,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT spot_orders_filled CHECK (filled <= amount)
);
CREATE INDEX spot_orders_user_idx ON spot_orders (user_id, id DESC) WHERE user_id IS NOT NULL;
CREATE INDEX spot_orders_open_idx ON spot_orders (instrument_id, engine_seq) WHERE status = 1;
CREATE INDEX spot_orders_pending_idx ON spot_orders (instrument_id, id) WHERE status = 1 AND (engine_seq IS NULL OR cancel_requested);

CREATE TABLE spot_trades (
  id             bigserial PRIMARY KEY,
  instrument_id  smallint NOT NULL REFERENCES spot_pairs(instrument_id),
  price          numeric(36, 18) NOT NULL CHECK (price > 0),
  amount         numeric(36, 18) NOT NULL CHECK (amount > 0),
  taker_order_id bigint NOT NULL REFERENCES spot_orders(id),
  maker_order_id bigint NOT NULL REFERENCES spot_orders(id),
  -- 1 the taker bought, 2 the taker sold.
  taker_side     smallint NOT NULL CHECK (taker_side IN (1, 2)),
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX spot_trades_instrument_idx ON spot_trades (instrument_id, id DESC);

INSERT INTO settings (key, value, is_public, notes) VALUES
  ('spot_fee_rate', '0', true, 'Spot trading fee as a fraction of what an order receives (0: zero-fee spot)'),
  ('spot_maker_quote_inventory', '2000000', false, 'USDT moved once from the house to the spot market maker');
