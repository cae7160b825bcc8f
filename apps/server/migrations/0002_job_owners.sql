-- Which node owns a scheduled job. A lease, renewed by the owner on every check; when the
-- owner dies the lease runs out and another node takes the job. Works the same on PGlite
-- (one backend session for every connection, so advisory locks cannot tell nodes apart).
CREATE TABLE job_owners (
  job        text PRIMARY KEY,
  node       text NOT NULL,
  expires_at timestamptz NOT NULL
);
