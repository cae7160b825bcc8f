-- Market buys by quote total, and stop-limit orders on spot and contracts.
--
-- A market buy by total holds exactly `quote_qty` and buys the lots it pays for in full; its
-- `amount` is the pair's maximum until the engine takes it, then what it bought.
--
-- A stop-limit order waits ('waiting') until a recorded tick reaches its stop: 'up' at or
-- above the stop, 'down' at or below it (the side of the reference price it was placed on).
-- The tick that triggered it (price and time in ms, as in the ticks table) is stored, so anyone
-- can check the trigger against the tick log; from then on ('triggered') it is a limit order.
ALTER TABLE spot_orders
  ADD COLUMN quote_qty numeric(36, 18) CHECK (quote_qty > 0),
  ADD COLUMN stop_price numeric(36, 18) CHECK (stop_price > 0),
  ADD COLUMN stop_direction text CHECK (stop_direction IN ('up', 'down')),
  ADD COLUMN stop_state text CHECK (stop_state IN ('waiting', 'triggered')),
  ADD COLUMN trigger_price numeric(36, 18) CHECK (trigger_price > 0),
  ADD COLUMN trigger_ms bigint,
  ADD CONSTRAINT spot_orders_stop CHECK (
    (stop_price IS NULL AND stop_direction IS NULL AND stop_state IS NULL)
    OR (stop_price IS NOT NULL AND stop_direction IS NOT NULL AND stop_state IS NOT NULL)),
  ADD CONSTRAINT spot_orders_trigger CHECK (
    (stop_state = 'triggered') = (trigger_price IS NOT NULL AND trigger_ms IS NOT NULL)),
  ADD CONSTRAINT spot_orders_quote_qty CHECK (quote_qty IS NULL OR (kind = 'market' AND side = 1));
CREATE INDEX spot_orders_waiting_idx ON spot_orders (instrument_id, id) WHERE stop_state = 'waiting' AND status = 1;

ALTER TABLE lever_positions
  ADD COLUMN stop_price numeric(36, 18) CHECK (stop_price > 0),
  ADD COLUMN stop_direction text CHECK (stop_direction IN ('up', 'down')),
  ADD COLUMN stop_state text CHECK (stop_state IN ('waiting', 'triggered')),
  ADD COLUMN trigger_price numeric(36, 18) CHECK (trigger_price > 0),
  ADD COLUMN trigger_ms bigint,
  ADD CONSTRAINT lever_positions_stop CHECK (
    (stop_price IS NULL AND stop_direction IS NULL AND stop_state IS NULL)
    OR (stop_price IS NOT NULL AND stop_direction IS NOT NULL AND stop_state IS NOT NULL AND kind = 'limit')),
  ADD CONSTRAINT lever_positions_trigger CHECK (
    (stop_state = 'triggered') = (trigger_price IS NOT NULL AND trigger_ms IS NOT NULL)),
  -- An entry opens only once its stop triggered.
  ADD CONSTRAINT lever_positions_stop_opened CHECK (status IN (0, 4) OR stop_state IS DISTINCT FROM 'waiting');
