-- Copy trading: traders approved by an operator, followers' follows, and the link between a
-- trader's contract position and each follower's copy of it. Copies are ordinary positions in
-- lever_positions (opened and closed in the trader's transaction, at the same recorded tick).
-- Stats are computed from closed positions by an hourly job; nothing here lets anyone set a
-- follower count or a result.

CREATE TABLE copy_traders (
  user_id        bigint PRIMARY KEY REFERENCES users(id),
  nickname       text NOT NULL,
  introduction   text NOT NULL,
  experience     text NOT NULL,
  -- 0 applied, 1 active, 2 rejected, 3 stopped being a trader.
  status         smallint NOT NULL CHECK (status IN (0, 1, 2, 3)),
  reject_reason  text,
  -- No new followers while paused; existing follows keep copying.
  paused         boolean NOT NULL DEFAULT false,
  followers_max  integer CHECK (followers_max IS NULL OR followers_max > 0),
  applied_at_ms  bigint NOT NULL,
  decided_at_ms  bigint,
  decided_by     bigint,
  stopped_at_ms  bigint
);
CREATE INDEX copy_traders_status_idx ON copy_traders (status);

CREATE TABLE copy_follows (
  id              bigserial PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users(id),
  trader_id       bigint NOT NULL REFERENCES copy_traders(user_id),
  -- 1 fixed multiple of the trader's lots, 2 fixed lots.
  type            smallint NOT NULL CHECK (type IN (1, 2)),
  number          numeric(36, 18) NOT NULL CHECK (number > 0),
  max_margin      numeric(36, 18) CHECK (max_margin IS NULL OR max_margin > 0),
  -- 1 active, 2 cancelled.
  status          smallint NOT NULL CHECK (status IN (1, 2)),
  created_at_ms   bigint NOT NULL,
  cancelled_at_ms bigint,
  CHECK (user_id <> trader_id),
  UNIQUE (user_id, trader_id)
);
CREATE INDEX copy_follows_trader_idx ON copy_follows (trader_id, user_id) WHERE status = 1;

-- One row per copy: which trader position it mirrors. Detached copies are the follower's own.
CREATE TABLE copy_positions (
  position_id         bigint PRIMARY KEY REFERENCES lever_positions(id),
  trader_position_id  bigint NOT NULL REFERENCES lever_positions(id),
  follow_id           bigint NOT NULL REFERENCES copy_follows(id),
  follower_id         bigint NOT NULL REFERENCES users(id),
  trader_id           bigint NOT NULL REFERENCES users(id),
  detached_at_ms      bigint,
  share_paid          numeric(36, 18) NOT NULL DEFAULT 0 CHECK (share_paid >= 0),
  -- A share the follower's close could not pay the trader at once (the trader's account was
  -- busy in another transaction): held in the follower's account until the shares job pays it.
  share_hold_id       bigint REFERENCES holds(id),
  share_settled_at_ms bigint,
  created_at_ms       bigint NOT NULL,
  UNIQUE (trader_position_id, follower_id)
);
CREATE INDEX copy_positions_trader_position_idx ON copy_positions (trader_position_id);
CREATE INDEX copy_positions_follower_idx ON copy_positions (follower_id, position_id DESC);

-- A copy not opened, and why (shown to the follower).
CREATE TABLE copy_skips (
  id                  bigserial PRIMARY KEY,
  follow_id           bigint NOT NULL REFERENCES copy_follows(id),
  follower_id         bigint NOT NULL REFERENCES users(id),
  trader_id           bigint NOT NULL REFERENCES users(id),
  trader_position_id  bigint NOT NULL REFERENCES lever_positions(id),
  reason              text NOT NULL,
  created_at_ms       bigint NOT NULL,
  UNIQUE (trader_position_id, follower_id)
);
CREATE INDEX copy_skips_follower_idx ON copy_skips (follower_id, id DESC);

-- Written only by the hourly job, from closed positions.
CREATE TABLE copy_trader_stats (
  trader_id          bigint PRIMARY KEY REFERENCES copy_traders(user_id),
  total_profits      numeric(36, 18) NOT NULL,
  closed_count       integer NOT NULL,
  win_count          integer NOT NULL,
  rise_count         integer NOT NULL,
  fall_count         integer NOT NULL,
  margin_used        numeric(36, 18) NOT NULL,
  max_drawdown       numeric(36, 18) NOT NULL,
  assets_under_copy  numeric(36, 18) NOT NULL,
  curve              jsonb NOT NULL,
  computed_at_ms     bigint NOT NULL
);

CREATE TABLE copy_agreements (
  user_id        bigint NOT NULL REFERENCES users(id),
  version        integer NOT NULL,
  accepted_at_ms bigint NOT NULL,
  PRIMARY KEY (user_id, version)
);

INSERT INTO settings (key, value, is_public, notes) VALUES
  ('copy_profit_share_rate', '0.1', true, 'Share of a follower''s realised profit on a copy paid to the trader'),
  ('copy_follows_max', '5', true, 'Most traders one user follows at once'),
  ('copy_multiple_max', '5', true, 'Largest multiple of a fixed-multiple follow'),
  ('copy_agreement_version', '1', true, 'Current version of the copy trading agreement a follower accepts');
