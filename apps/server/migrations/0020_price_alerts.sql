-- Price alerts: a user asks to be told when a pair's recorded price rises to or falls to
-- a target, once or at every new crossing.
CREATE TABLE price_alerts (
  id             bigserial PRIMARY KEY,
  user_id        bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  instrument_id  smallint NOT NULL REFERENCES instruments(id),
  direction      text NOT NULL CHECK (direction IN ('above', 'below')),
  target         numeric(36, 18) NOT NULL CHECK (target > 0),
  repeat         boolean NOT NULL DEFAULT false,
  status         text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'fired')),
  -- A crossing needs the price seen on the near side first: a repeating alert re-arms only
  -- after the price went back, so one stay beyond the target fires it once.
  armed          boolean NOT NULL DEFAULT true,
  -- The last recorded tick (ms) the alert was evaluated against; the conditional update of an
  -- evaluation names it, so two evaluators never fire the same crossing twice.
  checked_ms     bigint NOT NULL,
  fired_count    integer NOT NULL DEFAULT 0,
  fired_price    numeric(36, 18),
  fired_tick_ms  bigint,
  fired_at       bigint,
  created_at     bigint NOT NULL
);
CREATE INDEX price_alerts_user ON price_alerts (user_id, id);
CREATE INDEX price_alerts_active ON price_alerts (instrument_id, id) WHERE status = 'active';

INSERT INTO settings (key, value, is_public, notes) VALUES
  ('alert_max_active', '20', true, 'Price alerts: active alerts one user may have');
