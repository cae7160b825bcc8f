-- Price alerts: a repeating alert fires at most once per cooldown (a price see-sawing around the
-- target would otherwise message the user every few seconds).
INSERT INTO settings (key, value, is_public, notes) VALUES
  ('alert_repeat_cooldown_seconds', '300', true, 'Price alerts: a repeating alert fires at most once in this many seconds');
