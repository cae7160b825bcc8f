-- Operator sign-in: a TOTP secret per operator (RFC 6238; no session without one),
-- and wrong sign-ins counted per e-mail, whether or not an operator has it, so that a lock-out
-- does not tell which e-mails are operators: 5 in 15 minutes lock the e-mail for 15 minutes.
ALTER TABLE operators ADD COLUMN totp_secret text;

CREATE TABLE operator_login_failures (
  id    bigserial PRIMARY KEY,
  email text NOT NULL,
  ip    text NOT NULL DEFAULT '',
  at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_login_failures_email_idx ON operator_login_failures (email, at DESC);
CREATE INDEX operator_login_failures_at_idx ON operator_login_failures (at);

CREATE TABLE operator_login_locks (
  email        text PRIMARY KEY,
  locked_until timestamptz NOT NULL
);

-- One voucher backs one deposit request, whatever its status, with or without the /uploads/ prefix.
CREATE UNIQUE INDEX deposit_requests_voucher_once ON deposit_requests ((regexp_replace(voucher, '^/uploads/', '')));
