-- Issue 21 (start): the demo data's seeds re-checked every demo row on every start. The
-- fingerprint of the code and the business day they last ran to the end with is kept here;
-- a start whose fingerprint matches skips them (a changed build or a new day runs them again).
CREATE TABLE demo_seed_state (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  fingerprint text NOT NULL,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
