-- NFT marketplace (docs/domain.md "NFT marketplace"): artists, collections, artworks with media,
-- fixed-price sales that pay the seller, auctions with margins and a settlement job,
-- commit-reveal blind boxes and resale. Times of sale windows and deadlines are Unix seconds
-- of the platform clock (business time), never the database's now().

-- An artist is a user with a public profile; only these fields are ever shown.
CREATE TABLE nft_artists (
  user_id     bigint PRIMARY KEY REFERENCES users(id),
  name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  bio         text NOT NULL DEFAULT '' CHECK (length(bio) <= 1000),
  avatar      text NOT NULL DEFAULT '',
  created_s   bigint NOT NULL
);

CREATE TABLE nft_collections (
  id          bigserial PRIMARY KEY,
  artist_id   bigint NOT NULL REFERENCES nft_artists(user_id),
  name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  description text NOT NULL DEFAULT '',
  UNIQUE (artist_id, name)
);

-- Media files kept through the platform's file store, recognised by content.
-- kind: 1 image, 2 GIF, 3 audio, 4 video (the description's `type`).
CREATE TABLE nft_media (
  name        text PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id),
  kind        smallint NOT NULL CHECK (kind BETWEEN 1 AND 4),
  mime        text NOT NULL,
  size_bytes  integer NOT NULL CHECK (size_bytes > 0),
  sha256      text NOT NULL,
  -- A generated thumbnail (large 8-bit PNGs only; other images are scaled by the page).
  thumb       text REFERENCES nft_media(name),
  created_s   bigint NOT NULL
);

-- Blind-box series: the SHA-256 of the secret seed is public from creation; the seed itself
-- only once the series has ended (revealed_s set). A draw is HMAC-SHA256(seed, box id).
CREATE TABLE nft_box_series (
  id          bigserial PRIMARY KEY,
  seed        text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  seed_hash   text NOT NULL CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
  revealed_s  bigint,
  supply      integer NOT NULL CHECK (supply > 0),
  sold        integer NOT NULL DEFAULT 0 CHECK (sold >= 0 AND sold <= supply)
);

-- The pool of a series: what a box can hold, with a weight per entry (its rarity's share).
CREATE TABLE nft_box_pool (
  id          bigserial PRIMARY KEY,
  series_id   bigint NOT NULL REFERENCES nft_box_series(id),
  name        text NOT NULL,
  rarity      text NOT NULL CHECK (rarity IN ('N', 'R', 'SR', 'SSR')),
  weight      integer NOT NULL CHECK (weight > 0),
  kind        smallint NOT NULL CHECK (kind BETWEEN 1 AND 4),
  media       text NOT NULL REFERENCES nft_media(name)
);

-- An artwork (the description's bind_box row). pay_type: 1 fixed price, 2 auction, 3 blind
-- box (a series on sale, or a box a user bought). listing: none (owned, not for sale),
-- pending (waiting for operator review), active (approved, on sale in its window),
-- rejected, awaiting_payment (an auction won, its payment order open).
CREATE TABLE nft_items (
  id            bigserial PRIMARY KEY,
  code          text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9-]{4,40}$'),
  kind          smallint NOT NULL CHECK (kind BETWEEN 1 AND 4),
  currency_id   integer NOT NULL REFERENCES currencies(id),
  name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  description   text NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
  author_id     bigint NOT NULL REFERENCES nft_artists(user_id),
  owner_id      bigint NOT NULL REFERENCES users(id),
  collection_id bigint REFERENCES nft_collections(id),
  media         text REFERENCES nft_media(name),
  poster        text REFERENCES nft_media(name),
  rarity        text NOT NULL DEFAULT 'N' CHECK (rarity IN ('N', 'R', 'SR', 'SSR')),
  chain         text NOT NULL DEFAULT 'Tidemark',
  token_id      text NOT NULL,
  pay_type      smallint NOT NULL CHECK (pay_type IN (1, 2, 3)),
  listing       text NOT NULL CHECK (listing IN ('none', 'pending', 'active', 'rejected', 'awaiting_payment')),
  -- A listing's number: bids, margins and payment orders belong to one round of sale.
  round         integer NOT NULL DEFAULT 1,
  is_resale     boolean NOT NULL DEFAULT false,
  reject_reason text NOT NULL DEFAULT '',
  -- Fixed price, or the auction's start price then its leading bid.
  price         numeric(36, 18) NOT NULL CHECK (price > 0),
  start_price   numeric(36, 18) NOT NULL CHECK (start_price > 0),
  per_increase  numeric(36, 18) NOT NULL DEFAULT 0 CHECK (per_increase >= 0),
  margin        numeric(36, 18) NOT NULL DEFAULT 0 CHECK (margin >= 0),
  start_s       bigint NOT NULL,
  end_s         bigint NOT NULL CHECK (end_s > start_s),
  bids          integer NOT NULL DEFAULT 0,
  -- Blind boxes: the series a box (or the series' sale item) belongs to; opened once.
  series_id     bigint REFERENCES nft_box_series(id),
  is_box        boolean NOT NULL DEFAULT false,
  opened        boolean NOT NULL DEFAULT false,
  drawn_pool_id bigint REFERENCES nft_box_pool(id),
  created_s     bigint NOT NULL
);
CREATE INDEX nft_items_market ON nft_items (listing, pay_type, id DESC);
CREATE INDEX nft_items_owner ON nft_items (owner_id, id DESC);
CREATE INDEX nft_items_author ON nft_items (author_id, id DESC);

CREATE TABLE nft_bids (
  id          bigserial PRIMARY KEY,
  item_id     bigint NOT NULL REFERENCES nft_items(id),
  round       integer NOT NULL,
  user_id     bigint NOT NULL REFERENCES users(id),
  price       numeric(36, 18) NOT NULL CHECK (price > 0),
  is_leading  boolean NOT NULL,
  created_s   bigint NOT NULL
);
CREATE INDEX nft_bids_item ON nft_bids (item_id, round, id DESC);
CREATE INDEX nft_bids_user ON nft_bids (user_id, id DESC);
CREATE UNIQUE INDEX nft_bids_one_leader ON nft_bids (item_id, round) WHERE is_leading;

-- One margin per bidder per round, frozen by a ledger hold on the first bid.
CREATE TABLE nft_margins (
  id          bigserial PRIMARY KEY,
  item_id     bigint NOT NULL REFERENCES nft_items(id),
  round       integer NOT NULL,
  user_id     bigint NOT NULL REFERENCES users(id),
  amount      numeric(36, 18) NOT NULL CHECK (amount > 0),
  hold_id     bigint NOT NULL,
  status      text NOT NULL DEFAULT 'frozen' CHECK (status IN ('frozen', 'released', 'applied', 'forfeited')),
  UNIQUE (item_id, round, user_id)
);

-- The winner's payment order: due 24 h after the auction's end.
CREATE TABLE nft_pay_orders (
  id          bigserial PRIMARY KEY,
  item_id     bigint NOT NULL REFERENCES nft_items(id),
  round       integer NOT NULL,
  user_id     bigint NOT NULL REFERENCES users(id),
  seller_id   bigint NOT NULL REFERENCES users(id),
  price       numeric(36, 18) NOT NULL CHECK (price > 0),
  margin_id   bigint NOT NULL REFERENCES nft_margins(id),
  due_s       bigint NOT NULL,
  status      text NOT NULL DEFAULT 'due' CHECK (status IN ('due', 'paid', 'expired')),
  is_read     boolean NOT NULL DEFAULT false,
  created_s   bigint NOT NULL,
  paid_s      bigint,
  UNIQUE (item_id, round)
);
CREATE INDEX nft_pay_orders_user ON nft_pay_orders (user_id, id DESC);

-- Completed sales: what the buyer paid and where it went.
CREATE TABLE nft_sales (
  id          bigserial PRIMARY KEY,
  item_id     bigint NOT NULL REFERENCES nft_items(id),
  round       integer NOT NULL,
  buyer_id    bigint NOT NULL REFERENCES users(id),
  seller_id   bigint NOT NULL REFERENCES users(id),
  price       numeric(36, 18) NOT NULL,
  fee         numeric(36, 18) NOT NULL,
  royalty     numeric(36, 18) NOT NULL,
  -- The buyer's key: a repeat of the same purchase returns this sale instead of buying again.
  idempotency_key text UNIQUE,
  created_s   bigint NOT NULL
);

-- Messages about the user's NFTs: outbid, won, payment due, sold, review results.
CREATE TABLE nft_messages (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id),
  kind        text NOT NULL CHECK (kind IN ('outbid', 'won', 'payment_due', 'sold', 'approved', 'rejected', 'forfeited', 'auction_unsold')),
  item_id     bigint NOT NULL REFERENCES nft_items(id),
  amount      numeric(36, 18),
  is_read     boolean NOT NULL DEFAULT false,
  created_s   bigint NOT NULL
);
CREATE INDEX nft_messages_user ON nft_messages (user_id, id DESC);

CREATE TABLE nft_collects (
  user_id     bigint NOT NULL REFERENCES users(id),
  item_id     bigint NOT NULL REFERENCES nft_items(id),
  created_s   bigint NOT NULL,
  PRIMARY KEY (user_id, item_id)
);
CREATE INDEX nft_collects_item ON nft_collects (item_id);

INSERT INTO settings (key, value, is_public, notes) VALUES
  ('nft_fee_rate', '0.025', true, 'NFT sales: platform fee, a fraction of the price, to fees'),
  ('nft_royalty_rate', '0.05', true, 'NFT resales: creator royalty, a fraction of the price, to the artist'),
  ('nft_margin_rate', '0.1', true, 'NFT auctions: margin frozen on a first bid, a fraction of the start price'),
  ('nft_snipe_window_s', '300', true, 'NFT auctions: a bid this close to the end extends it'),
  ('nft_snipe_extend_s', '300', true, 'NFT auctions: by how much a late bid extends the end'),
  ('nft_pay_window_s', '86400', true, 'NFT auctions: the winner pays within this time');
