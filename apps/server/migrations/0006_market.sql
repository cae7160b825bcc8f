-- Market data: instruments, the tick log, klines per period, favourites.

CREATE TABLE instruments (
  id             smallint PRIMARY KEY,
  symbol         text NOT NULL UNIQUE,
  base           text NOT NULL,
  quote          text NOT NULL,
  kind           text NOT NULL CHECK (kind IN ('crypto', 'stock', 'forex', 'commodity')),
  currency_id    integer REFERENCES currencies(id),
  legal_id       integer NOT NULL REFERENCES currencies(id),
  price_decimals smallint NOT NULL,
  tick_size      numeric(36, 18) NOT NULL,
  lot_size       numeric(36, 18) NOT NULL,
  min_lots       numeric(36, 18) NOT NULL,
  max_lots       numeric(36, 18) NOT NULL,
  leverages      integer[] NOT NULL,
  -- 24x7, or weekdays (closed from Saturday 00:00 to Monday 00:00 UTC).
  hours          text NOT NULL CHECK (hours IN ('24x7', 'weekdays')),
  start_price    numeric(36, 18) NOT NULL,
  -- Annualised volatility of the simulator's random walk.
  volatility     numeric(10, 6) NOT NULL,
  sort_order     smallint NOT NULL,
  active         boolean NOT NULL DEFAULT true
);

INSERT INTO instruments (id, symbol, base, quote, kind, currency_id, legal_id, price_decimals, tick_size, lot_size, min_lots, max_lots, leverages, hours, start_price, volatility, sort_order) VALUES
  (1, 'BTC/USDT', 'BTC', 'USDT', 'crypto', 1, 3, 2, 0.01, 0.01, 0.01, 100, '{5,10,20,50,100}', '24x7', 96000, 0.55, 1),
  (2, 'ETH/USDT', 'ETH', 'USDT', 'crypto', 2, 3, 2, 0.01, 0.1, 0.1, 1000, '{5,10,20,50,100}', '24x7', 3400, 0.70, 2),
  (3, 'SOL/USDT', 'SOL', 'USDT', 'crypto', 48, 3, 3, 0.001, 1, 1, 10000, '{5,10,20,50}', '24x7', 190, 0.90, 3),
  (4, 'BNB/USDT', 'BNB', 'USDT', 'crypto', 49, 3, 2, 0.01, 1, 1, 5000, '{5,10,20,50}', '24x7', 650, 0.65, 4),
  (5, 'XRP/USDT', 'XRP', 'USDT', 'crypto', 47, 3, 4, 0.0001, 100, 1, 10000, '{5,10,20}', '24x7', 2.2, 0.95, 5),
  (6, 'DOGE/USDT', 'DOGE', 'USDT', 'crypto', 40, 3, 5, 0.00001, 1000, 1, 10000, '{5,10,20}', '24x7', 0.32, 1.10, 6),
  (7, 'LTC/USDT', 'LTC', 'USDT', 'crypto', 46, 3, 2, 0.01, 1, 1, 5000, '{5,10,20}', '24x7', 98, 0.80, 7),
  (8, 'ADA/USDT', 'ADA', 'USDT', 'crypto', 51, 3, 4, 0.0001, 100, 1, 10000, '{5,10,20}', '24x7', 0.95, 0.95, 8),
  (9, 'TRX/USDT', 'TRX', 'USDT', 'crypto', 50, 3, 5, 0.00001, 1000, 1, 10000, '{5,10,20}', '24x7', 0.24, 0.75, 9),
  (10, 'USDC/USDT', 'USDC', 'USDT', 'crypto', 45, 3, 4, 0.0001, 100, 1, 10000, '{5,10}', '24x7', 1, 0.01, 10),
  (20, 'AAPL/USD', 'AAPL', 'USD', 'stock', NULL, 3, 2, 0.01, 1, 1, 1000, '{2,5,10}', 'weekdays', 235, 0.28, 20),
  (21, 'TSLA/USD', 'TSLA', 'USD', 'stock', NULL, 3, 2, 0.01, 1, 1, 1000, '{2,5,10}', 'weekdays', 340, 0.60, 21),
  (22, 'NVDA/USD', 'NVDA', 'USD', 'stock', NULL, 3, 2, 0.01, 1, 1, 1000, '{2,5,10}', 'weekdays', 140, 0.50, 22),
  (23, 'MSFT/USD', 'MSFT', 'USD', 'stock', NULL, 3, 2, 0.01, 1, 1, 1000, '{2,5,10}', 'weekdays', 430, 0.25, 23),
  (24, 'AMZN/USD', 'AMZN', 'USD', 'stock', NULL, 3, 2, 0.01, 1, 1, 1000, '{2,5,10}', 'weekdays', 210, 0.32, 24),
  (30, 'EUR/USD', 'EUR', 'USD', 'forex', NULL, 3, 5, 0.00001, 1000, 1, 1000, '{10,20,50,100}', 'weekdays', 1.08, 0.08, 30),
  (31, 'GBP/USD', 'GBP', 'USD', 'forex', NULL, 3, 5, 0.00001, 1000, 1, 1000, '{10,20,50,100}', 'weekdays', 1.27, 0.09, 31),
  (32, 'USD/JPY', 'USD', 'JPY', 'forex', NULL, 3, 3, 0.001, 1000, 1, 1000, '{10,20,50,100}', 'weekdays', 150, 0.10, 32),
  (33, 'AUD/USD', 'AUD', 'USD', 'forex', NULL, 3, 5, 0.00001, 1000, 1, 1000, '{10,20,50,100}', 'weekdays', 0.66, 0.10, 33),
  (40, 'XAU/USD', 'XAU', 'USD', 'commodity', NULL, 3, 2, 0.01, 1, 1, 100, '{5,10,20,50}', 'weekdays', 2650, 0.15, 40),
  (41, 'XAG/USD', 'XAG', 'USD', 'commodity', NULL, 3, 3, 0.001, 10, 1, 1000, '{5,10,20}', 'weekdays', 31, 0.25, 41),
  (42, 'WTI/USD', 'WTI', 'USD', 'commodity', NULL, 3, 2, 0.01, 10, 1, 1000, '{5,10,20}', 'weekdays', 71, 0.35, 42);

-- Every price the feed delivered; settlements name the tick they used. Kept for a
-- configurable number of hours.
CREATE TABLE ticks (
  instrument_id smallint NOT NULL REFERENCES instruments(id),
  ts            bigint NOT NULL,
  price         numeric(36, 18) NOT NULL CHECK (price > 0),
  PRIMARY KEY (instrument_id, ts)
);

-- Bars per period, open_time in Unix seconds.
CREATE TABLE klines (
  instrument_id smallint NOT NULL REFERENCES instruments(id),
  period        text NOT NULL,
  open_time     bigint NOT NULL,
  open          numeric(36, 18) NOT NULL,
  high          numeric(36, 18) NOT NULL,
  low           numeric(36, 18) NOT NULL,
  close         numeric(36, 18) NOT NULL,
  volume        numeric(36, 18) NOT NULL DEFAULT 0,
  PRIMARY KEY (instrument_id, period, open_time),
  CONSTRAINT klines_ohlc CHECK (low <= open AND low <= close AND high >= open AND high >= close AND low > 0)
);

CREATE TABLE favourites (
  user_id       bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  instrument_id smallint NOT NULL REFERENCES instruments(id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, instrument_id)
);

INSERT INTO settings (key, value, is_public, notes) VALUES
  ('hot_search', 'BTC/USDT,ETH/USDT,SOL/USDT,DOGE/USDT,XAU/USD,NVDA/USD', true, 'Hot searches on the market search page');
