import { NFT_PAY_TYPE, pageWindow } from '@tidemark/contracts';
import { maskPublic } from '../../platform/mask';
import { must } from '../../platform/assert';
import type { Queryable } from '../../platform/db';
import { decimalOf, userOrdersOf } from '../../platform/user-orders';
import { currencyList, currencyPriceTerms, pageCurrencyCodes, withCurrencyCodes } from '../market';

export type Listing = 'none' | 'pending' | 'active' | 'rejected' | 'awaiting_payment';

export interface ItemRow {
  id: number;
  code: string;
  kind: number;
  currency_id: number;
  currency_code: string;
  currency_precision: number;
  name: string;
  description: string;
  author_id: number;
  author_name: string;
  author_avatar: string;
  owner_id: number;
  collection_id: number | null;
  collection_name: string | null;
  media: string | null;
  media_mime: string | null;
  media_thumb: string | null;
  poster: string | null;
  rarity: string;
  chain: string;
  token_id: string;
  pay_type: number;
  listing: Listing;
  round: number;
  is_resale: boolean;
  reject_reason: string;
  price: string;
  start_price: string;
  per_increase: string;
  margin: string;
  start_s: number;
  end_s: number;
  bids: number;
  series_id: number | null;
  is_box: boolean;
  opened: boolean;
  drawn_pool_id: number | null;
  collect_number: number;
  collected: boolean;
}

const ITEM_COLUMNS = `i.id, i.code, i.kind, i.currency_id, i.name, i.description,
  i.author_id, a.name AS author_name, a.avatar AS author_avatar, i.owner_id, i.collection_id, col.name AS collection_name,
  i.media, m.mime AS media_mime, m.thumb AS media_thumb, i.poster, i.rarity, i.chain, i.token_id, i.pay_type, i.listing, i.round, i.is_resale, i.reject_reason,
  trim_scale(i.price)::text AS price, trim_scale(i.start_price)::text AS start_price, trim_scale(i.per_increase)::text AS per_increase,
  trim_scale(i.margin)::text AS margin, i.start_s, i.end_s, i.bids, i.series_id, i.is_box, i.opened, i.drawn_pool_id,
  (SELECT count(*)::int FROM nft_collects k WHERE k.item_id = i.id) AS collect_number,
  EXISTS (SELECT 1 FROM nft_collects k WHERE k.item_id = i.id AND k.user_id = $1::bigint) AS collected`;
const ITEM_FROM = `nft_items i JOIN nft_artists a ON a.user_id = i.author_id
  LEFT JOIN nft_collections col ON col.id = i.collection_id LEFT JOIN nft_media m ON m.name = i.media`;

/**
 * Items as read (each with its currency's id), given their currency's code and precision from
 * the market's catalogue (its price terms carry both): one read for the page's currencies (none
 * for an empty page), never one per row. An id the catalogue does not hold breaks an invariant.
 */
async function withItemCurrencies(
  q: Queryable,
  rows: Array<Omit<ItemRow, 'currency_code' | 'currency_precision'>>,
): Promise<ItemRow[]> {
  const ids = [...new Set(rows.map((r) => Number(r.currency_id)))];
  const terms = ids.length ? await currencyPriceTerms(q, ids) : new Map<number, never>();
  return rows.map((r) => {
    const t = must(
      terms.get(Number(r.currency_id)),
      `currency ${r.currency_id} is in the catalogue`,
    );
    return { ...r, currency_code: t.code, currency_precision: t.precision } as ItemRow;
  });
}

/**
 * Rows as read with their item's currency id as `currency_id`, each with that currency's code as
 * `currency_code` instead (or beside it, with `keepId`): one read for the page.
 */
async function withCurrencyCode<T>(
  q: Queryable,
  rows: Array<{ currency_id: number }>,
  keepId = false,
): Promise<T[]> {
  const code = await pageCurrencyCodes(
    q,
    rows.map((r) => r.currency_id),
  );
  return rows.map(({ currency_id, ...rest }) => {
    const withCode = { ...rest, currency_code: code(currency_id) };
    return (keepId ? { ...withCode, currency_id } : withCode) as T;
  });
}

type StoredItem = Omit<ItemRow, 'currency_code' | 'currency_precision'>;

export async function item(
  q: Queryable,
  by: { id?: number | undefined; code?: string | undefined },
  viewer: number | null = null,
): Promise<ItemRow | null> {
  const { rows } = await q.query<StoredItem>(
    `SELECT ${ITEM_COLUMNS} FROM ${ITEM_FROM} WHERE ($2::bigint IS NULL OR i.id = $2) AND ($3::text IS NULL OR i.code = $3)`,
    [viewer, by.id ?? null, by.code ?? null],
  );
  return (await withItemCurrencies(q, rows))[0] ?? null;
}

/** Locks an item row for the rest of the transaction (sale, bid, settlement, listing). */
export async function lockItem(q: Queryable, code: string): Promise<ItemRow | null> {
  const { rows } = await q.query<{ id: number }>(
    'SELECT id FROM nft_items WHERE code = $1 FOR UPDATE',
    [code],
  );
  return rows[0] ? item(q, { id: rows[0].id }) : null;
}

export async function lockItemById(q: Queryable, id: number): Promise<ItemRow | null> {
  const { rows } = await q.query<{ id: number }>(
    'SELECT id FROM nft_items WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0] ? item(q, { id }) : null;
}

/** A page of items as read, without its window's total, given their currencies. */
const itemPage = (q: Queryable, rows: Array<StoredItem & { total: number }>) =>
  withItemCurrencies(
    q,
    rows.map(({ total: _t, ...r }) => r),
  );

export interface MarketFilter {
  currency: number | null;
  payType: number | null;
  status: number | null;
  kind: number | null;
  keyword: string | null;
  collectionId: number | null;
  nowS: number;
  page: number;
  limit: number;
}

/** Items on the market (approved listings), on sale first, newest first. */
export async function market(
  q: Queryable,
  viewer: number | null,
  f: MarketFilter,
): Promise<{ rows: ItemRow[]; total: number }> {
  const status = `CASE WHEN i.listing = 'active' AND i.start_s > $8 THEN 2
                       WHEN i.listing = 'active' AND i.end_s > $8 THEN 1 ELSE 0 END`;
  const { rows } = await q.query<StoredItem & { total: number }>(
    `SELECT ${ITEM_COLUMNS}, count(*) OVER ()::int AS total FROM ${ITEM_FROM}
      WHERE i.listing IN ('active', 'awaiting_payment')
        AND ($2::int IS NULL OR i.currency_id = $2) AND ($3::int IS NULL OR i.pay_type = $3)
        AND ($4::int IS NULL OR ${status} = $4) AND ($5::int IS NULL OR i.kind = $5)
        AND ($6::text IS NULL OR i.name ILIKE '%' || $6 || '%' OR a.name ILIKE '%' || $6 || '%' OR i.code ILIKE '%' || $6 || '%')
        AND ($7::bigint IS NULL OR i.collection_id = $7)
      ORDER BY ${status} = 1 DESC, i.id DESC LIMIT $9 OFFSET $10`,
    [
      viewer,
      f.currency,
      f.payType,
      f.status,
      f.kind,
      f.keyword,
      f.collectionId,
      f.nowS,
      ...pageWindow(f),
    ],
  );
  return { rows: await itemPage(q, rows), total: rows[0]?.total ?? 0 };
}

export async function owned(
  q: Queryable,
  userId: number,
  tab: 'owned' | 'on_sale' | 'boxes',
  page: { page: number; limit: number },
): Promise<{ rows: ItemRow[]; total: number }> {
  const { rows } = await q.query<StoredItem & { total: number }>(
    `SELECT ${ITEM_COLUMNS}, count(*) OVER ()::int AS total FROM ${ITEM_FROM}
      WHERE i.owner_id = $1 AND (i.series_id IS NULL OR i.is_box)
        AND CASE $2::text WHEN 'on_sale' THEN i.listing IN ('pending', 'active', 'awaiting_payment', 'rejected')
                          WHEN 'boxes' THEN i.is_box
                          ELSE true END
      ORDER BY i.id DESC LIMIT $3 OFFSET $4`,
    [userId, tab, ...pageWindow(page)],
  );
  return { rows: await itemPage(q, rows), total: rows[0]?.total ?? 0 };
}

export async function byAuthor(q: Queryable, authorId: number, viewer: number | null) {
  const { rows } = await q.query<StoredItem>(
    `SELECT ${ITEM_COLUMNS} FROM ${ITEM_FROM} WHERE i.author_id = $2 AND NOT i.is_box AND i.listing <> 'pending' AND i.listing <> 'rejected'
      ORDER BY i.id DESC LIMIT 100`,
    [viewer, authorId],
  );
  return withItemCurrencies(q, rows);
}

export async function collected(q: Queryable, userId: number) {
  const { rows } = await q.query<StoredItem>(
    `SELECT ${ITEM_COLUMNS} FROM ${ITEM_FROM} JOIN nft_collects k2 ON k2.item_id = i.id AND k2.user_id = $1
      ORDER BY k2.created_s DESC LIMIT 200`,
    [userId],
  );
  return withItemCurrencies(q, rows);
}

export async function pendingReviews(q: Queryable, page: { page: number; limit: number }) {
  const { rows } = await q.query<StoredItem & { total: number }>(
    `SELECT ${ITEM_COLUMNS}, count(*) OVER ()::int AS total FROM ${ITEM_FROM} WHERE i.listing = 'pending'
      ORDER BY i.id LIMIT $2 OFFSET $3`,
    [null, ...pageWindow(page)],
  );
  return { rows: await itemPage(q, rows), total: rows[0]?.total ?? 0 };
}

// ---------------------------------------------------------------- artists, media, collections

export interface ArtistRow {
  user_id: number;
  name: string;
  bio: string;
  avatar: string;
  artworks: number;
}

const ARTIST_COLUMNS = `a.user_id, a.name, a.bio, a.avatar,
  (SELECT count(*)::int FROM nft_items i WHERE i.author_id = a.user_id AND NOT i.is_box AND i.listing NOT IN ('pending', 'rejected')) AS artworks`;

export async function artists(q: Queryable, page: { page: number; limit: number }) {
  const { rows } = await q.query<ArtistRow & { total: number }>(
    `SELECT ${ARTIST_COLUMNS}, count(*) OVER ()::int AS total FROM nft_artists a ORDER BY a.user_id LIMIT $1 OFFSET $2`,
    pageWindow(page),
  );
  return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
}

export async function artist(q: Queryable, userId: number): Promise<ArtistRow | null> {
  const { rows } = await q.query<ArtistRow>(
    `SELECT ${ARTIST_COLUMNS} FROM nft_artists a WHERE a.user_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

export async function upsertArtist(
  q: Queryable,
  a: { userId: number; name: string; bio: string; avatar?: string; nowS: number },
): Promise<void> {
  await q.query(
    `INSERT INTO nft_artists (user_id, name, bio, avatar, created_s) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name, bio = EXCLUDED.bio`,
    [a.userId, a.name, a.bio, a.avatar ?? '', a.nowS],
  );
}

export async function collectionsOf(q: Queryable, artistId: number) {
  const { rows } = await q.query<{ id: number; name: string }>(
    'SELECT id, name FROM nft_collections WHERE artist_id = $1 ORDER BY id',
    [artistId],
  );
  return rows;
}

export async function ensureCollection(q: Queryable, artistId: number, name: string) {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO nft_collections (artist_id, name) VALUES ($1, $2)
     ON CONFLICT (artist_id, name) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    [artistId, name],
  );
  return must(rows[0], 'collection').id;
}

export async function insertMedia(
  q: Queryable,
  m: {
    name: string;
    userId: number;
    kind: number;
    mime: string;
    size: number;
    sha256: string;
    nowS: number;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO nft_media (name, user_id, kind, mime, size_bytes, sha256, created_s) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [m.name, m.userId, m.kind, m.mime, m.size, m.sha256, m.nowS],
  );
}

export async function setThumb(q: Queryable, name: string, thumb: string): Promise<void> {
  await q.query('UPDATE nft_media SET thumb = $2 WHERE name = $1', [name, thumb]);
}

export async function media(q: Queryable, name: string) {
  const { rows } = await q.query<{ name: string; user_id: number; kind: number; mime: string }>(
    'SELECT name, user_id, kind, mime FROM nft_media WHERE name = $1',
    [name],
  );
  return rows[0] ?? null;
}

export async function mediaBySha(q: Queryable, userId: number, sha256: string) {
  const { rows } = await q.query<{ name: string }>(
    'SELECT name FROM nft_media WHERE user_id = $1 AND sha256 = $2 LIMIT 1',
    [userId, sha256],
  );
  return rows[0]?.name ?? null;
}

/** The currencies items are priced in, in the catalogue's order (the order screens list them). */
export async function currencies(q: Queryable) {
  const { rows } = await q.query<{ currency_id: number }>(
    'SELECT DISTINCT currency_id FROM nft_items',
  );
  if (rows.length === 0) return [];
  const used = new Set(rows.map((r) => Number(r.currency_id)));
  return (await currencyList(q))
    .filter((c) => used.has(Number(c.id)))
    .map((c) => ({ id: c.id, name: c.code }));
}

/** A currency's places (null when there is none), from the market's currency catalogue. */
export { currencyPrecision } from '../market';

// ---------------------------------------------------------------- items: writes

export interface NewItem {
  code: string;
  kind: number;
  currencyId: number;
  name: string;
  description: string;
  authorId: number;
  ownerId: number;
  collectionId: number | null;
  media: string | null;
  poster: string | null;
  rarity: string;
  tokenId: string;
  payType: number;
  listing: Listing;
  price: string;
  perIncrease: string;
  margin: string;
  startS: number;
  endS: number;
  seriesId: number | null;
  isBox: boolean;
  nowS: number;
}

export async function nextItemId(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence('nft_items', 'id'))::bigint AS id`,
  );
  return must(rows[0], 'nextval nft_items').id;
}

export async function insertItemWithId(q: Queryable, id: number, n: NewItem): Promise<void> {
  await q.query(
    `INSERT INTO nft_items (id, code, kind, currency_id, name, description, author_id, owner_id, collection_id, media, poster, rarity,
                            token_id, pay_type, listing, price, start_price, per_increase, margin, start_s, end_s, series_id, is_box, created_s)
     VALUES ($23, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15, $16, $17, $18, $19, $20, $21, $22)`,
    [
      n.code,
      n.kind,
      n.currencyId,
      n.name,
      n.description,
      n.authorId,
      n.ownerId,
      n.collectionId,
      n.media,
      n.poster,
      n.rarity,
      n.tokenId,
      n.payType,
      n.listing,
      n.price,
      n.perIncrease,
      n.margin,
      n.startS,
      n.endS,
      n.seriesId,
      n.isBox,
      n.nowS,
      id,
    ],
  );
}

/** Ends a listing: the owner (maybe new) keeps the item, off the market. */
export async function endListing(q: Queryable, id: number, ownerId: number): Promise<void> {
  await q.query(`UPDATE nft_items SET listing = 'none', owner_id = $2 WHERE id = $1`, [
    id,
    ownerId,
  ]);
}

export async function setListing(
  q: Queryable,
  id: number,
  listing: Listing,
  reason = '',
): Promise<void> {
  await q.query('UPDATE nft_items SET listing = $2, reject_reason = $3 WHERE id = $1', [
    id,
    listing,
    reason,
  ]);
}

/** A new round of sale (resale): terms and window, waiting for review. */
export async function relist(
  q: Queryable,
  id: number,
  t: {
    payType: number;
    price: string;
    perIncrease: string;
    margin: string;
    startS: number;
    endS: number;
  },
): Promise<void> {
  await q.query(
    `UPDATE nft_items SET listing = 'pending', round = round + 1, is_resale = true, reject_reason = '', pay_type = $2,
            price = $3, start_price = $3, per_increase = $4, margin = $5, start_s = $6, end_s = $7, bids = 0
      WHERE id = $1`,
    [id, t.payType, t.price, t.perIncrease, t.margin, t.startS, t.endS],
  );
}

export async function recordBidOnItem(
  q: Queryable,
  id: number,
  price: string,
  endS: number,
): Promise<void> {
  await q.query('UPDATE nft_items SET price = $2, end_s = $3, bids = bids + 1 WHERE id = $1', [
    id,
    price,
    endS,
  ]);
}

export async function markOpened(
  q: Queryable,
  id: number,
  drawn: { poolId: number; name: string; rarity: string; kind: number; media: string },
): Promise<void> {
  await q.query(
    `UPDATE nft_items SET opened = true, drawn_pool_id = $2, name = $3, rarity = $4, kind = $5, media = $6 WHERE id = $1 AND NOT opened`,
    [id, drawn.poolId, drawn.name, drawn.rarity, drawn.kind, drawn.media],
  );
}

export async function insertSale(
  q: Queryable,
  s: {
    itemId: number;
    round: number;
    buyerId: number;
    sellerId: number;
    price: string;
    fee: string;
    royalty: string;
    nowS: number;
    key?: string | null;
  },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO nft_sales (item_id, round, buyer_id, seller_id, price, fee, royalty, created_s, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [s.itemId, s.round, s.buyerId, s.sellerId, s.price, s.fee, s.royalty, s.nowS, s.key ?? null],
  );
  return must(rows[0], 'nft sale').id;
}

/** A purchase made before under this key, as the sale answer shows it. */
export async function saleByKey(q: Queryable, key: string) {
  const { rows } = await q.query<{
    id: number;
    item_id: number;
    code: string;
    price: string;
    fee: string;
    royalty: string;
    currency_id: number;
  }>(
    `SELECT s.id, s.item_id, i.code, trim_scale(s.price)::text AS price, trim_scale(s.fee)::text AS fee,
            trim_scale(s.royalty)::text AS royalty, i.currency_id
       FROM nft_sales s JOIN nft_items i ON i.id = s.item_id
      WHERE s.idempotency_key = $1`,
    [key],
  );
  const [sale] = await withCurrencyCode<
    Omit<(typeof rows)[number], 'currency_id'> & { currency_code: string }
  >(q, rows);
  return sale ?? null;
}

// ---------------------------------------------------------------- collects

export async function toggleCollect(q: Queryable, userId: number, itemId: number, nowS: number) {
  const removed = await q.query('DELETE FROM nft_collects WHERE user_id = $1 AND item_id = $2', [
    userId,
    itemId,
  ]);
  if (removed.rowCount) return false;
  await q.query(
    'INSERT INTO nft_collects (user_id, item_id, created_s) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [userId, itemId, nowS],
  );
  return true;
}

// ---------------------------------------------------------------- auctions

export interface BidRow {
  id: number;
  item_id: number;
  code: string;
  name: string;
  user_id: number;
  price: string;
  currency_code: string;
  leading: boolean;
  created_s: number;
}

const BID_COLUMNS = `b.id, b.item_id, i.code, i.name, b.user_id, trim_scale(b.price)::text AS price, i.currency_id, b.is_leading AS leading, b.created_s`;
const BID_FROM = 'nft_bids b JOIN nft_items i ON i.id = b.item_id';
type StoredBid = Omit<BidRow, 'currency_code'> & { currency_id: number };

export async function recentBids(q: Queryable, itemId: number, round: number, limit = 10) {
  const { rows } = await q.query<StoredBid>(
    `SELECT ${BID_COLUMNS} FROM ${BID_FROM} WHERE b.item_id = $1 AND b.round = $2 ORDER BY b.id DESC LIMIT $3`,
    [itemId, round, limit],
  );
  return withCurrencyCode<BidRow>(q, rows);
}

export async function myBids(q: Queryable, userId: number, page: { page: number; limit: number }) {
  const { rows } = await q.query<StoredBid & { total: number }>(
    `SELECT ${BID_COLUMNS}, count(*) OVER ()::int AS total FROM ${BID_FROM} WHERE b.user_id = $1 ORDER BY b.id DESC LIMIT $2 OFFSET $3`,
    [userId, ...pageWindow(page)],
  );
  return {
    rows: await withCurrencyCode<BidRow>(
      q,
      rows.map(({ total: _t, ...r }) => r),
    ),
    total: rows[0]?.total ?? 0,
  };
}

export async function leader(q: Queryable, itemId: number, round: number) {
  const { rows } = await q.query<{ id: number; user_id: number; price: string }>(
    `SELECT id, user_id, trim_scale(price)::text AS price FROM nft_bids WHERE item_id = $1 AND round = $2 AND is_leading`,
    [itemId, round],
  );
  return rows[0] ?? null;
}

export async function insertBid(
  q: Queryable,
  b: { itemId: number; round: number; userId: number; price: string; nowS: number },
): Promise<number> {
  await q.query(
    'UPDATE nft_bids SET is_leading = false WHERE item_id = $1 AND round = $2 AND is_leading',
    [b.itemId, b.round],
  );
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO nft_bids (item_id, round, user_id, price, is_leading, created_s) VALUES ($1, $2, $3, $4, true, $5) RETURNING id`,
    [b.itemId, b.round, b.userId, b.price, b.nowS],
  );
  return must(rows[0], 'nft bid').id;
}

export interface MarginRow {
  id: number;
  user_id: number;
  amount: string;
  hold_id: number;
  status: string;
}

export async function margin(q: Queryable, itemId: number, round: number, userId: number) {
  const { rows } = await q.query<MarginRow>(
    `SELECT id, user_id, trim_scale(amount)::text AS amount, hold_id, status FROM nft_margins WHERE item_id = $1 AND round = $2 AND user_id = $3`,
    [itemId, round, userId],
  );
  return rows[0] ?? null;
}

export async function marginById(q: Queryable, id: number) {
  const { rows } = await q.query<MarginRow>(
    `SELECT id, user_id, trim_scale(amount)::text AS amount, hold_id, status FROM nft_margins WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function frozenMargins(q: Queryable, itemId: number, round: number) {
  const { rows } = await q.query<MarginRow>(
    `SELECT id, user_id, trim_scale(amount)::text AS amount, hold_id, status FROM nft_margins
      WHERE item_id = $1 AND round = $2 AND status = 'frozen' ORDER BY id`,
    [itemId, round],
  );
  return rows;
}

export async function insertMargin(
  q: Queryable,
  m: { itemId: number; round: number; userId: number; amount: string; holdId: number },
): Promise<void> {
  await q.query(
    `INSERT INTO nft_margins (item_id, round, user_id, amount, hold_id) VALUES ($1, $2, $3, $4, $5)`,
    [m.itemId, m.round, m.userId, m.amount, m.holdId],
  );
}

export async function setMarginStatus(q: Queryable, id: number, status: string): Promise<void> {
  await q.query('UPDATE nft_margins SET status = $2 WHERE id = $1', [id, status]);
}

/** Auctions whose end has passed and whose listing is still active, oldest end first. */
export async function endedAuctions(q: Queryable, nowS: number, limit: number) {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id FROM nft_items WHERE listing = 'active' AND pay_type = ${NFT_PAY_TYPE.auction} AND end_s <= $1 ORDER BY end_s, id LIMIT $2`,
    [nowS, limit],
  );
  return rows.map((r) => r.id);
}

/** Ended fixed-price listings nobody bought: they go back to their owner's shelf. */
export async function expiredFixedListings(q: Queryable, nowS: number, limit: number) {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id FROM nft_items WHERE listing = 'active' AND pay_type = ${NFT_PAY_TYPE.fixed} AND end_s <= $1 ORDER BY end_s, id LIMIT $2`,
    [nowS, limit],
  );
  return rows.map((r) => r.id);
}

export interface PayOrderRow {
  id: number;
  item_id: number;
  code: string;
  name: string;
  media: string | null;
  round: number;
  user_id: number;
  seller_id: number;
  currency_id: number;
  currency_code: string;
  price: string;
  margin_id: number;
  margin: string;
  due_s: number;
  status: 'due' | 'paid' | 'expired';
  is_read: boolean;
  created_s: number;
  paid_s: number | null;
}

const ORDER_COLUMNS = `o.id, o.item_id, i.code, i.name, i.media, o.round, o.user_id, o.seller_id, i.currency_id,
  trim_scale(o.price)::text AS price, o.margin_id, trim_scale(mg.amount)::text AS margin, o.due_s, o.status, o.is_read, o.created_s, o.paid_s`;
const ORDER_FROM = `nft_pay_orders o JOIN nft_items i ON i.id = o.item_id
  JOIN nft_margins mg ON mg.id = o.margin_id`;
type StoredPayOrder = Omit<PayOrderRow, 'currency_code'>;

export async function insertPayOrder(
  q: Queryable,
  o: {
    itemId: number;
    round: number;
    userId: number;
    sellerId: number;
    price: string;
    marginId: number;
    dueS: number;
    nowS: number;
  },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO nft_pay_orders (item_id, round, user_id, seller_id, price, margin_id, due_s, created_s)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [o.itemId, o.round, o.userId, o.sellerId, o.price, o.marginId, o.dueS, o.nowS],
  );
  return must(rows[0], 'nft pay order').id;
}

export async function payOrder(
  q: Queryable,
  id: number,
  lock = false,
): Promise<PayOrderRow | null> {
  if (lock) await q.query('SELECT id FROM nft_pay_orders WHERE id = $1 FOR UPDATE', [id]);
  const { rows } = await q.query<StoredPayOrder>(
    `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.id = $1`,
    [id],
  );
  return (await withCurrencyCode<PayOrderRow>(q, rows, true))[0] ?? null;
}

export async function payOrdersOf(q: Queryable, userId: number) {
  const { rows } = await q.query<StoredPayOrder>(
    `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.user_id = $1 ORDER BY o.id DESC LIMIT 100`,
    [userId],
  );
  return withCurrencyCode<PayOrderRow>(q, rows, true);
}

export async function setPayOrderStatus(
  q: Queryable,
  id: number,
  status: 'paid' | 'expired',
  nowS: number,
): Promise<void> {
  await q.query(
    `UPDATE nft_pay_orders SET status = $2, paid_s = CASE WHEN $2 = 'paid' THEN $3::bigint ELSE NULL END WHERE id = $1 AND status = 'due'`,
    [id, status, nowS],
  );
}

export async function markPayOrderRead(q: Queryable, id: number, userId: number): Promise<boolean> {
  const r = await q.query(
    'UPDATE nft_pay_orders SET is_read = true WHERE id = $1 AND user_id = $2',
    [id, userId],
  );
  return Boolean(r.rowCount);
}

export async function overduePayOrders(q: Queryable, nowS: number, limit: number) {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id FROM nft_pay_orders WHERE status = 'due' AND due_s <= $1 ORDER BY due_s, id LIMIT $2`,
    [nowS, limit],
  );
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------- messages

export async function insertMessage(
  q: Queryable,
  m: { userId: number; kind: string; itemId: number; amount: string | null; nowS: number },
): Promise<void> {
  await q.query(
    `INSERT INTO nft_messages (user_id, kind, item_id, amount, created_s) VALUES ($1, $2, $3, $4, $5)`,
    [m.userId, m.kind, m.itemId, m.amount, m.nowS],
  );
}

export interface MessageRow {
  id: number;
  kind: string;
  item_id: number;
  code: string;
  name: string;
  amount: string | null;
  currency_code: string;
  is_read: boolean;
  created_s: number;
}

export async function messages(
  q: Queryable,
  userId: number,
  page: { page: number; limit: number },
) {
  const { rows } = await q.query<
    Omit<MessageRow, 'currency_code'> & { currency_id: number; total: number }
  >(
    `SELECT m.id, m.kind, m.item_id, i.code, i.name, trim_scale(m.amount)::text AS amount, i.currency_id, m.is_read, m.created_s,
            count(*) OVER ()::int AS total
       FROM nft_messages m JOIN nft_items i ON i.id = m.item_id
      WHERE m.user_id = $1 ORDER BY m.id DESC LIMIT $2 OFFSET $3`,
    [userId, ...pageWindow(page)],
  );
  return {
    rows: await withCurrencyCode<MessageRow>(
      q,
      rows.map(({ total: _t, ...r }) => r),
    ),
    total: rows[0]?.total ?? 0,
  };
}

export async function markMessageRead(q: Queryable, id: number, userId: number): Promise<boolean> {
  const r = await q.query('UPDATE nft_messages SET is_read = true WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
  return Boolean(r.rowCount);
}

// ---------------------------------------------------------------- blind boxes

export interface SeriesRow {
  id: number;
  seed: string;
  seed_hash: string;
  revealed_s: number | null;
  supply: number;
  sold: number;
}

export async function insertSeries(
  q: Queryable,
  s: { seed: string; seedHash: string; supply: number },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO nft_box_series (seed, seed_hash, supply) VALUES ($1, $2, $3) RETURNING id`,
    [s.seed, s.seedHash, s.supply],
  );
  return must(rows[0], 'box series').id;
}

export async function series(q: Queryable, id: number, lock = false): Promise<SeriesRow | null> {
  const { rows } = await q.query<SeriesRow>(
    `SELECT id, seed, seed_hash, revealed_s, supply, sold FROM nft_box_series WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function countSold(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE nft_box_series SET sold = sold + 1 WHERE id = $1', [id]);
}

export async function insertPoolEntry(
  q: Queryable,
  p: {
    seriesId: number;
    name: string;
    rarity: string;
    weight: number;
    kind: number;
    media: string;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO nft_box_pool (series_id, name, rarity, weight, kind, media) VALUES ($1, $2, $3, $4, $5, $6)`,
    [p.seriesId, p.name, p.rarity, p.weight, p.kind, p.media],
  );
}

export interface PoolRow {
  id: number;
  name: string;
  rarity: string;
  weight: number;
  kind: number;
  media: string;
}

export async function pool(q: Queryable, seriesId: number): Promise<PoolRow[]> {
  const { rows } = await q.query<PoolRow>(
    'SELECT id, name, rarity, weight, kind, media FROM nft_box_pool WHERE series_id = $1 ORDER BY id',
    [seriesId],
  );
  return rows;
}

/** The series' sale item (the one a buyer buys boxes from). */
export async function seriesItem(q: Queryable, seriesId: number): Promise<ItemRow | null> {
  const { rows } = await q.query<{ id: number }>(
    'SELECT id FROM nft_items WHERE series_id = $1 AND NOT is_box ORDER BY id LIMIT 1',
    [seriesId],
  );
  return rows[0] ? item(q, { id: rows[0].id }) : null;
}

export async function openings(q: Queryable, seriesId: number) {
  const { rows } = await q.query<{ box_id: number; code: string; pool_id: number }>(
    `SELECT id AS box_id, code, drawn_pool_id AS pool_id FROM nft_items WHERE series_id = $1 AND is_box AND opened ORDER BY id`,
    [seriesId],
  );
  return rows;
}

/** Series whose sale window has ended and whose seed is still secret. */
export async function seriesToReveal(q: Queryable, nowS: number): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT s.id FROM nft_box_series s JOIN nft_items i ON i.series_id = s.id AND NOT i.is_box
      WHERE s.revealed_s IS NULL AND i.end_s <= $1 ORDER BY s.id`,
    [nowS],
  );
  return rows.map((r) => r.id);
}

export async function reveal(q: Queryable, id: number, nowS: number): Promise<void> {
  await q.query('UPDATE nft_box_series SET revealed_s = $2 WHERE id = $1 AND revealed_s IS NULL', [
    id,
    nowS,
  ]);
}

export async function itemCodeExists(q: Queryable, code: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM nft_items WHERE code = $1', [code]);
  return rows.length > 0;
}

/**
 * A public label for a bidder: the artist name, otherwise the login masked for the public
 * (`ab***@e***`, `138****00`) — recognisable to its owner, never the whole e-mail, its domain
 * or the phone, and not a bare user id.
 */
export async function bidderLabels(q: Queryable, userIds: number[]): Promise<Map<number, string>> {
  if (!userIds.length) return new Map();
  const { rows } = await q.query<{
    id: number;
    name: string | null;
    email: string | null;
    phone: string | null;
  }>(
    `SELECT u.id, a.name, u.email, u.phone FROM users u LEFT JOIN nft_artists a ON a.user_id = u.id
      WHERE u.id = ANY($1::bigint[])`,
    [userIds],
  );
  return new Map(rows.map((r) => [Number(r.id), r.name ?? maskPublic(r.email, r.phone)]));
}

/** Demo artists (verified users); `passwordHash` '!' means one that cannot sign in. */
export async function ensureDemoUser(
  q: Queryable,
  email: string,
  code: string,
  passwordHash = '!',
): Promise<number> {
  await q.query(
    `INSERT INTO users (email, password_hash, extension_code, kyc_level, nickname, email_bound_at)
     VALUES ($1, $3, $2, 1, NULL, now()) ON CONFLICT (email) DO NOTHING`,
    [email, code, passwordHash],
  );
  const { rows } = await q.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  return Number(must(rows[0], 'demo user').id);
}

/** A user's sales, as buyer and as seller: the console's drill-down (read only, the shape every product fits). */
export const consoleOrders = userOrdersOf(
  `SELECT s.id, s.created_s::int AS created_at, it.name AS instrument,
      CASE WHEN s.buyer_id = u.uid THEN 'buy' ELSE 'sell' END AS side, ${decimalOf('s.price')} AS amount, s.price AS amount_n,
      it.currency_id::text AS currency, NULL::text AS price, ${decimalOf('s.fee')} AS result, 'settled' AS status, u.uid
    FROM nft_sales s JOIN nft_items it ON it.id = s.item_id
    CROSS JOIN LATERAL (VALUES (s.buyer_id), (s.seller_id)) AS u(uid)`,
  withCurrencyCodes,
);

/** Items waiting for listing review (the console's queue). */
export async function pendingReviewCount(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM nft_items WHERE listing = 'pending'`,
  );
  return rows[0]!.n;
}
