-- Issue 23 (soak): the ledger check read every posting, so each run cost the whole history.
-- A checkpoint keeps, per account, the sums of its postings up to a posting id; a check adds
-- only the postings after that id (ledger/invariants.ts, checkLedgerSince). It is sound only
-- while a posting, once written, never changes or goes: the database now refuses that.

CREATE FUNCTION postings_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'postings are never changed or removed: a correction is a new journal'
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
CREATE TRIGGER postings_immutable BEFORE UPDATE OR DELETE ON postings
  FOR EACH ROW EXECUTE FUNCTION postings_append_only();
CREATE TRIGGER postings_no_truncate BEFORE TRUNCATE ON postings
  FOR EACH STATEMENT EXECUTE FUNCTION postings_append_only();

-- One row: every posting with id <= posting_mark is summed in ledger_check_sums. full_day is
-- the business day of the last full check that passed (the daily job runs one each week).
CREATE TABLE ledger_check_mark (
  id           smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  posting_mark bigint NOT NULL DEFAULT 0 CHECK (posting_mark >= 0),
  checked_at   timestamptz,
  full_day     date
);
INSERT INTO ledger_check_mark (id) VALUES (1);

-- Per account: the sum of its postings with id <= posting_mark, per bucket. No foreign key: its
-- check would take a share lock on the account row while the check holds back inserts into
-- postings, and a writer holding that row and waiting to insert would deadlock with it.
CREATE TABLE ledger_check_sums (
  account_id bigint PRIMARY KEY,
  available  numeric(36, 18) NOT NULL,
  frozen     numeric(36, 18) NOT NULL
);

-- The check's hold rule reads open holds only; without this it read every hold ever made.
CREATE INDEX holds_open_idx ON holds (account_id) WHERE status = 'open';
