-- Contracts (lever): positions margined in the user's lever account (type 3) against the house.
-- Entries, TP/SL and liquidations are decided by recorded ticks only; every opening and
-- closing stores the tick (price and time in ms, as in the ticks table) that caused it.
-- There is no column through which anyone can force a price or an outcome.

-- Instruments that take contracts (an operator can switch one off).
CREATE TABLE lever_pairs (
  instrument_id smallint PRIMARY KEY REFERENCES instruments(id),
  active        boolean NOT NULL DEFAULT true
);

INSERT INTO lever_pairs (instrument_id) SELECT id FROM instruments;

CREATE TABLE lever_positions (
  id                  bigserial PRIMARY KEY,
  user_id             bigint NOT NULL REFERENCES users(id),
  instrument_id       smallint NOT NULL REFERENCES lever_pairs(instrument_id),
  -- The margin currency (the instrument's legal_id: USDT).
  currency_id         integer NOT NULL REFERENCES currencies(id),
  -- 1 long, 2 short.
  side                smallint NOT NULL CHECK (side IN (1, 2)),
  kind                text NOT NULL CHECK (kind IN ('market', 'limit')),
  -- 0 entrusted, 1 open, 3 closed, 4 cancelled (2 closing is reserved, never stored).
  status              smallint NOT NULL CHECK (status IN (0, 1, 3, 4)),
  share               numeric(36, 18) NOT NULL CHECK (share > 0),
  lot_size            numeric(36, 18) NOT NULL CHECK (lot_size > 0),
  qty                 numeric(36, 18) NOT NULL CHECK (qty > 0),
  leverage            integer NOT NULL CHECK (leverage > 0),
  -- The limit price, or the mark when a market order was placed.
  origin_price        numeric(36, 18) NOT NULL CHECK (origin_price > 0),
  -- The entry price (a limit entry opens at its limit price).
  open_price          numeric(36, 18) NOT NULL CHECK (open_price > 0),
  -- Copied when accepted: later changes of the settings do not apply to this position.
  margin              numeric(36, 18) NOT NULL CHECK (margin > 0),
  fee                 numeric(36, 18) NOT NULL CHECK (fee >= 0),
  overnight_rate      numeric(12, 10) NOT NULL CHECK (overnight_rate >= 0),
  overnight_money     numeric(36, 18) NOT NULL DEFAULT 0 CHECK (overnight_money >= 0),
  target_profit_price numeric(36, 18) CHECK (target_profit_price > 0),
  stop_loss_price     numeric(36, 18) CHECK (stop_loss_price > 0),
  -- The tick the position opened on (a market order: the mark at acceptance; a limit entry:
  -- the tick that reached its price).
  open_tick_price     numeric(36, 18),
  open_tick_ms        bigint,
  close_price         numeric(36, 18) CHECK (close_price > 0),
  close_tick_ms       bigint,
  close_reason        text CHECK (close_reason IN ('manual', 'tp', 'sl', 'liquidation')),
  realised_pnl        numeric(36, 18),
  -- The part of a loss that no balance could pay: absorbed by the house.
  house_loss          numeric(36, 18) NOT NULL DEFAULT 0 CHECK (house_loss >= 0),
  -- Holds margin + fee while entrusted, the margin while open.
  hold_id             bigint NOT NULL REFERENCES holds(id),
  -- user id and the client's key (or a server-made one): a repeat returns the first position.
  idempotency_key     text NOT NULL UNIQUE,
  created_at_ms       bigint NOT NULL,
  opened_at_ms        bigint,
  completed_at_ms     bigint,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT lever_positions_opened CHECK ((status IN (0, 4)) OR (open_tick_ms IS NOT NULL AND opened_at_ms IS NOT NULL)),
  CONSTRAINT lever_positions_closed CHECK (
    (status = 3 AND close_price IS NOT NULL AND close_tick_ms IS NOT NULL AND close_reason IS NOT NULL AND realised_pnl IS NOT NULL AND completed_at_ms IS NOT NULL)
    OR (status <> 3 AND close_price IS NULL AND close_tick_ms IS NULL AND close_reason IS NULL AND realised_pnl IS NULL)
  )
);
CREATE INDEX lever_positions_user_idx ON lever_positions (user_id, id DESC);
CREATE INDEX lever_positions_active_user_idx ON lever_positions (user_id) WHERE status IN (0, 1);
CREATE INDEX lever_positions_active_instrument_idx ON lever_positions (instrument_id, user_id) WHERE status IN (0, 1);

-- One row per position and UTC day charged: a second run of the same day charges nothing.
CREATE TABLE lever_overnight_charges (
  position_id bigint NOT NULL REFERENCES lever_positions(id),
  day         date NOT NULL,
  -- What was due (notional at entry × rate) and what the balance and the margin could pay.
  due         numeric(36, 18) NOT NULL CHECK (due >= 0),
  charged     numeric(36, 18) NOT NULL CHECK (charged >= 0 AND charged <= due),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (position_id, day)
);

INSERT INTO settings (key, value, is_public, notes) VALUES
  ('lever_fee_rate', '0.001', true, 'Contract handling fee as a fraction of the notional, charged at open'),
  ('lever_overnight_rate', '0.0005', true, 'Contract overnight fee per day as a fraction of the notional at entry, charged at 00:00 UTC'),
  ('lever_liquidation_rate', '50', true, 'Risk rate (percent) at or below which all positions of an account are closed at mark'),
  ('lever_positions_max', '100', false, 'Most open positions and waiting limit orders per user');
