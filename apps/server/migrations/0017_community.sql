-- Community (#18): the inbox, coupons, invite rebates and the other account extras.

-- Operator announcements, written once per language and fanned out as one inbox row per
-- recipient so that read and delete are per reader.
CREATE TABLE announcements (
  id          bigserial PRIMARY KEY,
  segment     text NOT NULL CHECK (segment IN ('all', 'verified', 'unverified', 'users')),
  -- {en: ..., zh: ...}; English is required and stands in for a missing language.
  title       jsonb NOT NULL,
  content     jsonb NOT NULL,
  recipients  integer NOT NULL DEFAULT 0,
  operator_id bigint NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- The inbox: a kind and its parameters, rendered in the reader's language when read.
CREATE TABLE messages (
  id              bigserial PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind            text NOT NULL,
  params          jsonb NOT NULL DEFAULT '{}',
  announcement_id bigint REFERENCES announcements(id) ON DELETE CASCADE,
  read_at         timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  -- One message per event: a re-run of what caused it writes nothing twice.
  event_key       text,
  UNIQUE (user_id, event_key)
);
CREATE INDEX messages_user_id ON messages (user_id, id DESC);
CREATE INDEX messages_unread ON messages (user_id) WHERE read_at IS NULL;
CREATE INDEX messages_created ON messages (created_at);
