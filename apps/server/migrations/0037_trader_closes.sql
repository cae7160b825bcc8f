-- copytrade.stats_fresh counts each trader's own closed positions every minute to find stats
-- that miss a close: an index of closed positions by owner keeps that count off the table.
CREATE INDEX lever_positions_closed_user_idx ON lever_positions (user_id) WHERE status = 3;
