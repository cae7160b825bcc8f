-- The business clock's offset when TEST_CLOCK=1 (never in production): one row that every node
-- of a cluster reads, so that all of them agree on the business day when a journey or the
-- cluster soak moves time forward. It only grows. A production node never reads or writes it.
CREATE TABLE business_clock (
  id         boolean PRIMARY KEY DEFAULT true CHECK (id),
  offset_ms  bigint NOT NULL DEFAULT 0 CHECK (offset_ms >= 0),
  moved_at   timestamptz NOT NULL DEFAULT now()
);
INSERT INTO business_clock (id) VALUES (true) ON CONFLICT (id) DO NOTHING;
