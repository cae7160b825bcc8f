-- Platform tables: settings, users and their sessions, scheduled job runs, fiat rates.
-- SQL written for PostgreSQL 15 and PGlite (PostgreSQL 18) alike.

CREATE TABLE settings (
  key        text PRIMARY KEY,
  value      text NOT NULL,
  is_public  boolean NOT NULL DEFAULT false,
  notes      text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO settings (key, value, is_public, notes) VALUES
  ('site_name', 'Tidemark', true, 'Shown in the header and the title'),
  ('site_logo', 'logo.svg', true, 'Path or URL of the logo'),
  ('support_url', '#/pages/kefu/index', true, 'Customer service entry'),
  ('cancel_deposit_fee', '0', true, 'Fee for cancelling a deposit request'),
  ('default_fiat', 'USD', true, 'Default fiat currency of new users'),
  ('invite_code_required', '0', true, '1 makes an invite code mandatory at registration'),
  ('customer_service_hours', '24/7', true, 'Shown on the contact page');

CREATE TABLE users (
  id                bigserial PRIMARY KEY,
  email             text UNIQUE,
  phone             text,
  area_code         text,
  password_hash     text NOT NULL,
  pay_password_hash text,
  nickname          text,
  signature         text,
  avatar            text,
  extension_code    text NOT NULL UNIQUE,
  parent_id         bigint REFERENCES users(id),
  lang              text NOT NULL DEFAULT 'en',
  fiat              text NOT NULL DEFAULT 'USD',
  kyc_level         smallint NOT NULL DEFAULT 0 CHECK (kyc_level BETWEEN 0 AND 2),
  status            smallint NOT NULL DEFAULT 0,
  created_at        timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_has_login CHECK (email IS NOT NULL OR phone IS NOT NULL)
);
CREATE UNIQUE INDEX users_phone_key ON users (area_code, phone) WHERE phone IS NOT NULL;

-- Opaque random tokens; only their SHA-256 is stored, so a leaked table opens no session.
CREATE TABLE sessions (
  id           bigserial PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash   bytea NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz,
  ip           text NOT NULL DEFAULT '',
  user_agent   text NOT NULL DEFAULT ''
);
CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL;

-- One row per job and period: a second run of the same period changes nothing.
CREATE TABLE job_runs (
  job         text NOT NULL,
  period_key  text NOT NULL,
  status      text NOT NULL CHECK (status IN ('running', 'done', 'failed')),
  node        text NOT NULL,
  started_at  timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  detail      text NOT NULL DEFAULT '',
  PRIMARY KEY (job, period_key)
);

-- Units of the currency per 1 USD. The built-in table is the embedded default; a provider
-- adapter refreshes it when older than an hour (JPY stays fixed at 150).
CREATE TABLE fiat_rates (
  currency_code text PRIMARY KEY,
  rate          numeric(36, 18) NOT NULL CHECK (rate > 0),
  fixed         boolean NOT NULL DEFAULT false,
  sort_order    smallint NOT NULL,
  saved_at      timestamptz NOT NULL DEFAULT now()
);
INSERT INTO fiat_rates (currency_code, rate, fixed, sort_order) VALUES
  ('USD', 1, true, 1),
  ('EUR', 0.92, false, 2),
  ('GBP', 0.79, false, 3),
  ('JPY', 150, true, 4),
  ('KRW', 1380, false, 5),
  ('HKD', 7.8, false, 6),
  ('CNY', 7.25, false, 7),
  ('THB', 36.2, false, 8),
  ('PHP', 58.1, false, 9),
  ('VND', 25400, false, 10),
  ('TRY', 34.2, false, 11),
  ('RUB', 92.5, false, 12);
