-- OTC: unpaid orders one user may hold at once (each reserves part of an ad for the pay window).
INSERT INTO settings (key, value, is_public, notes) VALUES
  ('otc_open_orders_max', '3', true, 'OTC: unpaid orders one user may hold at once; a further order is refused until one is paid or cancelled');
