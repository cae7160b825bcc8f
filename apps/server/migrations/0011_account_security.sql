-- Account security.
--
-- The outbox keeps who was sent what kind of message and how it went, never the text: every
-- text carries a verification code, and codes are stored only hashed. Dropping the column
-- also drops the codes earlier versions kept there. 'logged' (written to the log) is now
-- 'held' (kept in the in-memory dev outbox).
ALTER TABLE outbox DROP COLUMN body;
ALTER TABLE outbox DROP CONSTRAINT outbox_status_check;
UPDATE outbox SET status = 'held' WHERE status = 'logged';
ALTER TABLE outbox ADD CONSTRAINT outbox_status_check CHECK (status IN ('pending', 'sent', 'held', 'failed'));

-- Wrong passwords of every kind count towards a lock-out of that kind: the login password at
-- login, the current password when changing it, and the fund password.
ALTER TABLE login_failures ADD COLUMN kind text NOT NULL DEFAULT 'login'
  CHECK (kind IN ('login', 'password_check', 'pay_password'));
DROP INDEX login_failures_user_idx;
CREATE INDEX login_failures_user_idx ON login_failures (user_id, kind, at DESC);

-- A lock of one kind other than login (which stays users.locked_until), until a time.
CREATE TABLE user_lockouts (
  user_id      bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind         text NOT NULL CHECK (kind IN ('password_check', 'pay_password')),
  locked_until timestamptz NOT NULL,
  PRIMARY KEY (user_id, kind)
);
