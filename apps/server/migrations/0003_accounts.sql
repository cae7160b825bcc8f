-- Accounts: verification codes, the message outbox, login throttling, two-factor auth,
-- identity verification, uploads, operators and their audit log.

ALTER TABLE users
  ADD COLUMN email_bound_at      timestamptz,
  ADD COLUMN phone_bound_at      timestamptz,
  ADD COLUMN locked_until        timestamptz,
  ADD COLUMN totp_secret         text,
  ADD COLUMN totp_enabled        boolean NOT NULL DEFAULT false,
  ADD COLUMN anti_phishing_code  text,
  ADD COLUMN password_changed_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN last_login_at       timestamptz,
  ADD COLUMN last_login_ip       text;

-- Codes are stored hashed; a code is spent once, after at most 5 wrong tries, or after 10 min.
CREATE TABLE verification_codes (
  id          bigserial PRIMARY KEY,
  purpose     text NOT NULL,
  channel     text NOT NULL CHECK (channel IN ('email', 'sms')),
  target      text NOT NULL,
  code_hash   bytea NOT NULL,
  attempts    smallint NOT NULL DEFAULT 0,
  expires_at  timestamptz NOT NULL,
  consumed_at timestamptz,
  ip          text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_codes_target_idx ON verification_codes (target, purpose, created_at DESC);
CREATE INDEX verification_codes_ip_idx ON verification_codes (ip, created_at DESC);

-- Every e-mail and SMS the platform sends. The embedded default only records (and logs) them.
CREATE TABLE outbox (
  id         bigserial PRIMARY KEY,
  channel    text NOT NULL CHECK (channel IN ('email', 'sms')),
  target     text NOT NULL,
  subject    text NOT NULL DEFAULT '',
  body       text NOT NULL,
  status     text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'logged', 'failed')),
  error      text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at    timestamptz
);

CREATE TABLE login_failures (
  id      bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  ip      text NOT NULL DEFAULT '',
  at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_user_idx ON login_failures (user_id, at DESC);

CREATE TABLE uploads (
  id         bigserial PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind       text NOT NULL CHECK (kind IN ('avatar', 'kyc', 'voucher')),
  name       text NOT NULL UNIQUE,
  mime       text NOT NULL,
  size_bytes integer NOT NULL,
  sha256     text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per submission. A card number may be held by one user only while it is pending
-- or approved (a rejected submission frees it).
CREATE TABLE kyc_applications (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  level       smallint NOT NULL CHECK (level IN (1, 2)),
  id_type     smallint,
  name        text,
  card_id     text,
  front_pic   text,
  reverse_pic text,
  status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason      text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz,
  reviewed_by bigint
);
CREATE UNIQUE INDEX kyc_card_unique ON kyc_applications (id_type, card_id) WHERE level = 1 AND status <> 'rejected';
CREATE UNIQUE INDEX kyc_one_open_per_level ON kyc_applications (user_id, level) WHERE status <> 'rejected';
CREATE INDEX kyc_pending_idx ON kyc_applications (created_at) WHERE status = 'pending';

CREATE TABLE operators (
  id            bigserial PRIMARY KEY,
  email         text NOT NULL UNIQUE,
  name          text NOT NULL,
  password_hash text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE operator_sessions (
  id          bigserial PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operators(id) ON DELETE CASCADE,
  token_hash  bytea NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz,
  ip          text NOT NULL DEFAULT ''
);

-- Who did what, when: every operator action.
CREATE TABLE audit_log (
  id          bigserial PRIMARY KEY,
  operator_id bigint REFERENCES operators(id),
  action      text NOT NULL,
  target_type text NOT NULL,
  target_id   text NOT NULL,
  detail      jsonb NOT NULL DEFAULT '{}'::jsonb,
  ip          text NOT NULL DEFAULT '',
  at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id);
