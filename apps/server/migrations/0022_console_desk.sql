-- Console queues and support desk: canned replies the support desk keeps and inserts
-- into its answers. Edited by support operators; every change is in the audit log.
CREATE TABLE canned_replies (
  id          bigserial PRIMARY KEY,
  title       text NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
  text        text NOT NULL CHECK (length(text) BETWEEN 1 AND 1000),
  updated_by  bigint NOT NULL REFERENCES operators(id),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
