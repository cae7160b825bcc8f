-- Community: the inbox, coupons, invite rebates and the other account extras.

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

-- Coupons: an operator's campaign (kind, amount, minimum order, expiry, terms) and one coupon
-- per user and campaign. A contract handling-fee voucher pays (part of) the fee from the
-- rewards account at open; a seconds-options stake voucher pays part of the stake from rewards
-- (a win pays the profit on it, never the voucher back).
CREATE TABLE coupon_campaigns (
  id          bigserial PRIMARY KEY,
  kind        text NOT NULL CHECK (kind IN ('lever_fee', 'option_stake')),
  name        jsonb NOT NULL,
  terms       jsonb NOT NULL,
  currency_id integer NOT NULL REFERENCES currencies(id),
  amount      numeric(36, 18) NOT NULL CHECK (amount > 0),
  -- Contract: the margin of the order; seconds options: the whole stake.
  min_order   numeric(36, 18) NOT NULL DEFAULT 0 CHECK (min_order >= 0),
  -- Open to every user to claim, or only to the users it was granted to.
  public      boolean NOT NULL DEFAULT false,
  expires_at  timestamptz NOT NULL,
  operator_id bigint NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  -- A stake voucher never pays a whole stake: the user always risks something of their own.
  CHECK (kind <> 'option_stake' OR min_order > amount)
);

CREATE TABLE coupons (
  id            bigserial PRIMARY KEY,
  campaign_id   bigint NOT NULL REFERENCES coupon_campaigns(id),
  user_id       bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  granted_at    timestamptz NOT NULL,
  claimed_at    timestamptz,
  used_at       timestamptz,
  used_ref_type text,
  used_ref_id   bigint,
  -- What the coupon paid when used.
  used_amount   numeric(36, 18),
  UNIQUE (campaign_id, user_id),
  CHECK ((used_at IS NULL) = (used_ref_id IS NULL))
);
CREATE INDEX coupons_user ON coupons (user_id, id DESC);

-- The part of a seconds order's stake a voucher paid (0 without one).
ALTER TABLE option_orders ADD COLUMN coupon_amount numeric(36, 18) NOT NULL DEFAULT 0 CHECK (coupon_amount >= 0);

-- Invite rebates: one row per invitee, UTC day and currency, claimed before it is paid, so a
-- re-run or a late run pays each day exactly once and missed days are paid with their own date.
CREATE TABLE invite_rebates (
  invitee_id  bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day         date NOT NULL,
  currency_id integer NOT NULL REFERENCES currencies(id),
  inviter_id  bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The invitee's handling and overnight fees of that day, the rate applied, and what was paid.
  fees        numeric(36, 18) NOT NULL CHECK (fees >= 0),
  rate        numeric(12, 10) NOT NULL,
  amount      numeric(36, 18) NOT NULL CHECK (amount >= 0),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (invitee_id, day, currency_id)
);
CREATE INDEX invite_rebates_inviter ON invite_rebates (inviter_id, day DESC);

INSERT INTO settings (key, value, is_public, notes) VALUES
  ('invite_rebate_rate', '0.2', true, 'Share of an invitee''s contract handling and overnight fees paid to the inviter'),
  ('invite_rebate_days', '365', true, 'Days after an invitee registers during which their fees earn the inviter a rebate')
ON CONFLICT (key) DO NOTHING;

-- Screenshots of feedback and images of the support chat go through the same upload checks.
ALTER TABLE uploads DROP CONSTRAINT uploads_kind_check;
ALTER TABLE uploads ADD CONSTRAINT uploads_kind_check
  CHECK (kind IN ('avatar', 'kyc', 'voucher', 'feedback', 'support'));

-- Feedback: a category, a text and up to 3 screenshots; an operator's reply reaches the inbox.
CREATE TABLE feedback (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  category    text NOT NULL,
  content     text NOT NULL,
  images      text[] NOT NULL DEFAULT '{}' CHECK (cardinality(images) <= 3),
  reply       text,
  operator_id bigint,
  replied_at  timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_user ON feedback (user_id, id DESC);

-- Operator roles; the support chat needs 'support'. The demo operator gets it at seed time.
CREATE TABLE operator_roles (
  operator_id bigint NOT NULL REFERENCES operators(id) ON DELETE CASCADE,
  role        text NOT NULL CHECK (role IN ('support')),
  PRIMARY KEY (operator_id, role)
);

-- Live support chat: one conversation per user, or per device for a visitor until they log in
-- (then it becomes the user's, history included).
CREATE TABLE support_conversations (
  id              bigserial PRIMARY KEY,
  user_id         bigint UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  device_id       text UNIQUE,
  last_message_at timestamptz NOT NULL DEFAULT now(),
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (user_id IS NOT NULL OR device_id IS NOT NULL)
);

CREATE TABLE support_messages (
  id              bigserial PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES support_conversations(id) ON DELETE CASCADE,
  sender          text NOT NULL CHECK (sender IN ('user', 'operator')),
  operator_id     bigint REFERENCES operators(id),
  text            text NOT NULL DEFAULT '',
  image           text,
  read_at         timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (text <> '' OR image IS NOT NULL)
);
CREATE INDEX support_messages_conversation ON support_messages (conversation_id, id DESC);

-- Mini game: guess the direction of BTC/USDT over the next whole minute, for points only.
-- There is no column for money, coupons or anything convertible, and no path from points to them.
CREATE TABLE game_rounds (
  id           bigserial PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  instrument_id smallint NOT NULL REFERENCES instruments(id),
  -- The guessed minute: [minute_ms, minute_ms + 60 000), decided by the first recorded tick at
  -- or after each end.
  minute_ms    bigint NOT NULL,
  direction    smallint NOT NULL CHECK (direction IN (1, 2)),
  open_price   numeric(36, 18),
  close_price  numeric(36, 18),
  result       text CHECK (result IN ('win', 'loss', 'tie')),
  points       integer NOT NULL DEFAULT 0 CHECK (points >= 0),
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, minute_ms)
);
CREATE INDEX game_rounds_open ON game_rounds (minute_ms) WHERE result IS NULL;

INSERT INTO settings (key, value, is_public, notes) VALUES
  ('apk_download_url', '', true, 'Android package download link on the download page; empty while there is none'),
  ('game_url', '#/pages/game/game', true, 'Where the home entry "Game" opens')
ON CONFLICT (key) DO NOTHING;
