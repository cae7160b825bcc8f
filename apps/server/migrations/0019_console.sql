-- Operator console: roles checked on every operator route, operator sessions listed,
-- user restrictions set by operators with a reason, and four-eyes manual balance adjustments.

-- Existing operators (the demo one, any created by operator:create) keep full rights as admins.
ALTER TABLE operators
  ADD COLUMN role text NOT NULL DEFAULT 'admin'
    CHECK (role IN ('admin', 'compliance', 'finance', 'support', 'content', 'product')),
  ADD COLUMN disabled_at timestamptz;

ALTER TABLE operator_sessions ADD COLUMN user_agent text NOT NULL DEFAULT '';

-- A frozen login or withdrawal: one row per (user, kind) while it lasts; lifting deletes it
-- (the audit log keeps both steps with who and why).
CREATE TABLE user_restrictions (
  user_id     bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('login', 'withdraw')),
  reason      text NOT NULL,
  operator_id bigint NOT NULL REFERENCES operators(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind)
);

-- A manual balance adjustment: proposed by one operator, posted as a journal against a named
-- system account only when a different operator approves it.
CREATE TABLE balance_adjustments (
  id             bigserial PRIMARY KEY,
  user_id        bigint NOT NULL REFERENCES users(id),
  account_type   smallint NOT NULL CHECK (account_type BETWEEN 1 AND 4),
  currency       text NOT NULL,
  -- Positive credits the user (debits the system account), negative the reverse.
  amount         numeric(36, 18) NOT NULL CHECK (amount <> 0),
  system_account text NOT NULL,
  reason         text NOT NULL,
  ticket         text NOT NULL,
  status         text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_by     bigint NOT NULL REFERENCES operators(id),
  decided_by     bigint REFERENCES operators(id),
  decided_at     timestamptz,
  decision_note  text,
  journal_id     bigint,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT balance_adjustments_four_eyes CHECK (decided_by IS NULL OR decided_by <> created_by)
);
CREATE INDEX balance_adjustments_status_idx ON balance_adjustments (status, id DESC);

-- The last ledger check an operator ran, for the reports page.
CREATE TABLE ledger_check_runs (
  id          bigserial PRIMARY KEY,
  operator_id bigint REFERENCES operators(id),
  ok          boolean NOT NULL,
  problems    jsonb NOT NULL,
  ran_at      timestamptz NOT NULL DEFAULT now()
);
