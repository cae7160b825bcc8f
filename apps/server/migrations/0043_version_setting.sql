-- The app's latest version and the oldest version still supported ("latest,minimum"), read by
-- the download page and by the client's update prompt through GET /getSetting?keyword=version.
INSERT INTO settings (key, value, is_public, notes) VALUES
  ('version', '0.8.0,0.8.0', true, 'App version: latest,minimum supported (a client older than the minimum is asked to reload)')
ON CONFLICT (key) DO NOTHING;
