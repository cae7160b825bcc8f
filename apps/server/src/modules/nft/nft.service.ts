import crypto from 'node:crypto';
import {
  ACCOUNT_TYPES,
  boxDrawMessage,
  drawFromHmac,
  NFT_KIND,
  NFT_PAY_TYPE,
  NFT_SOCKET_EVENTS,
  nftRoom,
  SOCKET_EVENTS,
  type NftArtist,
  type NftArtistDetail,
  type NftBidRequest,
  type NftBoxSeries,
  type NftCreateRequest,
  type NftItem,
  type NftListRequest,
  type NftResellRequest,
  type NftSale,
} from '@tidemark/contracts';
import {
  balanceOf,
  postJournal,
  releaseHold,
  settleHold,
  hold,
  systemAccount,
  userAccount,
  type JournalMeta,
} from '../../ledger';
import { must } from '../../platform/assert';
import type { AuditActor } from '../../platform/audit';
import { recordAudit } from '../../platform/audit';
import { lockFor, type Queryable } from '../../platform/db';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/module';
import { add, cmp, isPositive, mul, neg, roundDown, sub } from '../../platform/money';
import { getSettings } from '../../platform/settings';
import { MEDIA_MAX_BYTES, MEDIA_NAME_PATTERN, mediaUrl, sniffMedia } from './nft.media';
import { max0Sub, split } from './nft.money';
import { pngThumbnail } from './nft.thumb';
import { notify } from '../../platform/inbox';
import * as repo from './nft.repo';
import { bidView, itemView, messageView, payOrderView, type Rates } from './nft.view';

export type Deps = Pick<Platform, 'db' | 'realtime' | 'clock' | 'files' | 'log'>;
type Page = { page: number; limit: number };

const SPOT = ACCOUNT_TYPES.change;

/** What to publish once a transaction has committed (never before). */
interface After {
  balances: Array<{ userId: number; currencyId: number }>;
  messages: Array<{ userId: number; kind: string; itemId: number }>;
  room?: { itemId: number; payload: unknown };
}
const after = (): After => ({ balances: [], messages: [] });

function publish(deps: Deps, a: After): void {
  for (const b of a.balances)
    deps.realtime.toUser(b.userId, SOCKET_EVENTS.balance, { currency_id: b.currencyId });
  for (const m of a.messages)
    deps.realtime.toUser(m.userId, NFT_SOCKET_EVENTS.message, { kind: m.kind, item_id: m.itemId });
  if (a.room) deps.realtime.toRoom(nftRoom(a.room.itemId), NFT_SOCKET_EVENTS.bid, a.room.payload);
}

async function rates(q: Queryable) {
  const s = await getSettings(q, [
    'nft_fee_rate',
    'nft_royalty_rate',
    'nft_margin_rate',
    'nft_snipe_window_s',
    'nft_snipe_extend_s',
    'nft_pay_window_s',
  ]);
  return {
    fee: s.nft_fee_rate,
    royalty: s.nft_royalty_rate,
    margin: s.nft_margin_rate,
    snipeWindowS: s.nft_snipe_window_s,
    snipeExtendS: s.nft_snipe_extend_s,
    payWindowS: s.nft_pay_window_s,
  };
}

async function message(
  tx: Queryable,
  a: After,
  m: { userId: number; kind: string; itemId: number; amount?: string | null; nowS: number },
) {
  await repo.insertMessage(tx, { ...m, amount: m.amount ?? null });
  a.messages.push({ userId: m.userId, kind: m.kind, itemId: m.itemId });
}

const meta = (
  key: string,
  reason: string,
  refId: number,
  actor: string,
  memo?: string,
): JournalMeta => ({ key, reason, refType: 'nft_item', refId, actor, ...(memo ? { memo } : {}) });

/**
 * Pays a price out of the buyer's available spot balance: the seller gets it less the fee
 * (to `fees`) and, on a resale to someone other than the artist, the artist's royalty.
 */
async function paySale(
  tx: Queryable,
  i: repo.ItemRow,
  buyerId: number,
  price: string,
  r: Rates,
  key: string,
): Promise<{ fee: string; royalty: string; seller: string }> {
  const shares = split(price, r, i.currency_precision, i.is_resale && i.author_id !== i.owner_id);
  const buyer = await userAccount(tx, buyerId, i.currency_id, SPOT);
  const seller = await userAccount(tx, i.owner_id, i.currency_id, SPOT);
  const postings = [{ accountId: buyer, bucket: 'available' as const, amount: neg(price) }];
  // Fee and royalty at their caps (one half each) leave the seller nothing: no zero posting.
  if (isPositive(shares.seller))
    postings.push({ accountId: seller, bucket: 'available', amount: shares.seller });
  if (isPositive(shares.fee))
    postings.push({
      accountId: await systemAccount(tx, 'fees', i.currency_id),
      bucket: 'available',
      amount: shares.fee,
    });
  if (isPositive(shares.royalty))
    postings.push({
      accountId: await userAccount(tx, i.author_id, i.currency_id, SPOT),
      bucket: 'available',
      amount: shares.royalty,
    });
  await postJournal(tx, meta(key, 'nft_purchase', i.id, `user:${buyerId}`), postings);
  return shares;
}

function saleView(
  id: number,
  i: repo.ItemRow,
  price: string,
  s: ReturnType<typeof split>,
): NftSale {
  return {
    id,
    item_id: i.id,
    code: i.code,
    price,
    fee: s.fee,
    royalty: s.royalty,
    seller_receives: s.seller,
    currency_name: i.currency_code,
  };
}

function checkWindow(i: repo.ItemRow, nowS: number, userId: number): void {
  if (i.listing !== 'active') fail('nft_not_on_sale');
  if (nowS < i.start_s) fail('nft_sale_not_started');
  if (nowS >= i.end_s) fail('nft_sale_ended');
  if (i.owner_id === userId) fail('nft_own_item');
}

// ---------------------------------------------------------------- reads

export async function list(deps: Deps, viewer: number | null, f: NftListRequest & Page) {
  const r = await rates(deps.db);
  const nowS = deps.clock.nowSeconds();
  const { rows, total } = await repo.market(deps.db, viewer, {
    currency: f.currency ?? null,
    payType: f.pay_type ?? null,
    status: f.status ?? null,
    kind: f.type ?? null,
    keyword: f.keyword ? f.keyword : null,
    collectionId: f.collection_id ?? null,
    nowS,
    page: f.page,
    limit: f.limit,
  });
  return { rows: rows.map((i) => itemView(i, nowS, r)), total };
}

/** A listing in review (or refused) and a box off the market are their owner's only. */
function visibleTo(i: repo.ItemRow, viewer: number | null): boolean {
  if (i.owner_id === viewer) return true;
  if (i.listing === 'pending' || i.listing === 'rejected') return false;
  return !(i.is_box && i.listing === 'none');
}

/** One artwork; a listing still in review (or refused) is visible to its owner only. */
export async function detail(
  deps: Deps,
  viewer: number | null,
  by: { id?: number | undefined; code?: string | undefined },
): Promise<NftItem> {
  const i = await repo.item(deps.db, by, viewer);
  if (!i || !visibleTo(i, viewer)) return fail('nft_not_found');
  return itemView(i, deps.clock.nowSeconds(), await rates(deps.db));
}

export async function artists(deps: Deps, page: Page) {
  const { rows, total } = await repo.artists(deps.db, page);
  return { rows: rows.map(artistView), total };
}

const artistView = (a: repo.ArtistRow): NftArtist => ({
  uid: a.user_id,
  name: a.name,
  bio: a.bio,
  avatar: a.avatar,
  artworks_number: a.artworks,
});

export async function artistDetail(
  deps: Deps,
  viewer: number | null,
  uid: number,
): Promise<NftArtistDetail> {
  const a = await repo.artist(deps.db, uid);
  if (!a) return fail('not_found');
  const r = await rates(deps.db);
  const nowS = deps.clock.nowSeconds();
  const works = await repo.byAuthor(deps.db, uid, viewer);
  return {
    ...artistView(a),
    artworks: works.map((i) => itemView(i, nowS, r)),
    collections: await repo.collectionsOf(deps.db, uid),
    artworks_collect_number: works.reduce((s, i) => s + i.collect_number, 0),
  };
}

export async function collection(deps: Deps, userId: number) {
  const r = await rates(deps.db);
  const nowS = deps.clock.nowSeconds();
  return (await repo.collected(deps.db, userId))
    .filter((i) => visibleTo(i, userId))
    .map((i) => itemView(i, nowS, r));
}

export async function collect(deps: Deps, userId: number, code: string) {
  return deps.db.tx(async (tx) => {
    const i = await repo.item(tx, { code });
    if (!i || !visibleTo(i, userId)) return fail('nft_not_found');
    if (i.owner_id === userId) fail('nft_own_item');
    return { collect: await repo.toggleCollect(tx, userId, i.id, deps.clock.nowSeconds()) };
  });
}

export async function quotationLog(deps: Deps, viewer: number | null, code: string) {
  const i = await repo.item(deps.db, { code });
  if (!i || i.pay_type !== NFT_PAY_TYPE.auction) return fail('nft_not_found');
  const bids = await repo.recentBids(deps.db, i.id, i.round);
  const labels = await repo.bidderLabels(deps.db, [...new Set(bids.map((b) => b.user_id))]);
  return bids.map((b) => bidView(b, labels.get(b.user_id) ?? '#', viewer));
}

export async function myBids(deps: Deps, userId: number, page: Page) {
  const { rows, total } = await repo.myBids(deps.db, userId, page);
  return { rows: rows.map((b) => bidView(b, '', userId)), total };
}

export async function mine(
  deps: Deps,
  userId: number,
  tab: 'owned' | 'on_sale' | 'boxes',
  page: Page,
) {
  const r = await rates(deps.db);
  const nowS = deps.clock.nowSeconds();
  const { rows, total } = await repo.owned(deps.db, userId, tab, page);
  return { rows: rows.map((i) => itemView(i, nowS, r)), total };
}

export async function payOrders(deps: Deps, userId: number) {
  const nowS = deps.clock.nowSeconds();
  return (await repo.payOrdersOf(deps.db, userId)).map((o) => payOrderView(o, nowS));
}

export async function messages(deps: Deps, userId: number, page: Page) {
  const { rows, total } = await repo.messages(deps.db, userId, page);
  return { rows: rows.map(messageView), total };
}

// ---------------------------------------------------------------- fixed price and blind boxes

/** POST /bind_box/buyNFT: a fixed-price artwork, or a box of a blind-box series. */
export async function buy(
  deps: Deps,
  userId: number,
  code: string,
  idempotencyKey?: string,
): Promise<NftSale> {
  const a = after();
  const key = idempotencyKey ? `${userId}:${idempotencyKey}` : null;
  const sale = await deps.db.tx(async (tx) => {
    if (key) {
      // Two requests with one key at once: the second waits here, then finds the first's sale.
      await lockFor(tx, 'nft:buy:user', userId);
      const before = await repo.saleByKey(tx, key);
      if (before)
        return {
          id: before.id,
          item_id: before.item_id,
          code: before.code,
          price: before.price,
          fee: before.fee,
          royalty: before.royalty,
          seller_receives: sub(sub(before.price, before.fee), before.royalty),
          currency_name: before.currency_code,
        };
    }
    const i = (await repo.lockItem(tx, code)) ?? fail('nft_not_found');
    if (i.pay_type === NFT_PAY_TYPE.auction) fail('nft_wrong_sale_mode');
    const nowS = deps.clock.nowSeconds();
    checkWindow(i, nowS, userId);
    const r = await rates(tx);
    if (i.pay_type === NFT_PAY_TYPE.box && !i.is_box) return buyBox(tx, i, userId, r, nowS, a, key);
    const shares = await paySale(tx, i, userId, i.price, r, `nft:sale:${i.id}:${i.round}`);
    const saleId = await repo.insertSale(tx, {
      itemId: i.id,
      round: i.round,
      buyerId: userId,
      sellerId: i.owner_id,
      price: i.price,
      fee: shares.fee,
      royalty: shares.royalty,
      nowS,
      key,
    });
    await repo.endListing(tx, i.id, userId);
    await message(tx, a, {
      userId: i.owner_id,
      kind: 'sold',
      itemId: i.id,
      amount: shares.seller,
      nowS,
    });
    await notify(
      tx,
      i.owner_id,
      'nft_sold',
      {
        name: i.name,
        code: i.code,
        price: i.price,
        amount: shares.seller,
        currency: i.currency_code,
      },
      `nft:sold:${saleId}`,
    );
    a.balances.push(
      { userId, currencyId: i.currency_id },
      { userId: i.owner_id, currencyId: i.currency_id },
    );
    if (isPositive(shares.royalty))
      a.balances.push({ userId: i.author_id, currencyId: i.currency_id });
    return saleView(saleId, i, i.price, shares);
  });
  publish(deps, a);
  return sale;
}

/**
 * A box of a series: a new item owned by the buyer, its id fixed now. Its content follows
 * from HMAC(seed, box id) — the seed was committed to before the sale, so it cannot change.
 */
async function buyBox(
  tx: Queryable,
  s: repo.ItemRow,
  userId: number,
  r: Rates,
  nowS: number,
  a: After,
  key: string | null,
): Promise<NftSale> {
  const series = must(await repo.series(tx, must(s.series_id, 'series id'), true), 'series');
  if (series.sold >= series.supply) fail('nft_box_sold_out');
  const boxId = await repo.nextItemId(tx);
  const shares = await paySale(tx, s, userId, s.price, r, `nft:box:${boxId}`);
  await repo.insertItemWithId(tx, boxId, {
    code: `BOX-${boxId}`,
    kind: s.kind,
    currencyId: s.currency_id,
    name: `${s.name} #${series.sold + 1}`,
    description: s.description,
    authorId: s.author_id,
    ownerId: userId,
    collectionId: s.collection_id,
    media: s.media,
    poster: s.poster,
    rarity: 'N',
    tokenId: String(boxId),
    payType: NFT_PAY_TYPE.box,
    listing: 'none',
    price: s.price,
    perIncrease: '0',
    margin: '0',
    startS: s.start_s,
    endS: s.end_s,
    seriesId: series.id,
    isBox: true,
    nowS,
  });
  await repo.countSold(tx, series.id);
  const saleId = await repo.insertSale(tx, {
    itemId: boxId,
    round: 1,
    buyerId: userId,
    sellerId: s.owner_id,
    price: s.price,
    fee: shares.fee,
    royalty: shares.royalty,
    nowS,
    key,
  });
  a.balances.push(
    { userId, currencyId: s.currency_id },
    { userId: s.owner_id, currencyId: s.currency_id },
  );
  return { ...saleView(saleId, s, s.price, shares), item_id: boxId, code: `BOX-${boxId}` };
}

/** The draw of one box from its series' seed: the same function anyone runs after the reveal. */
export function drawBox(seedHex: string, boxId: number, pool: readonly repo.PoolRow[]) {
  const hmac = crypto
    .createHmac('sha256', Buffer.from(seedHex, 'hex'))
    .update(boxDrawMessage(boxId))
    .digest('hex');
  return drawFromHmac(hmac, pool);
}

export async function openBox(deps: Deps, userId: number, code: string): Promise<NftItem> {
  await deps.db.tx(async (tx) => {
    const i = (await repo.lockItem(tx, code)) ?? fail('nft_not_found');
    if (i.owner_id !== userId) fail('nft_not_owner');
    if (!i.is_box || i.opened || i.listing !== 'none') fail('nft_not_a_box');
    const series = must(await repo.series(tx, must(i.series_id, 'series')), 'series');
    const drawn = drawBox(series.seed, i.id, await repo.pool(tx, series.id));
    await repo.markOpened(tx, i.id, {
      poolId: drawn.id,
      name: drawn.name,
      rarity: drawn.rarity,
      kind: drawn.kind,
      media: drawn.media,
    });
  });
  return detail(deps, userId, { code });
}

export async function boxSeries(deps: Deps, seriesId: number): Promise<NftBoxSeries> {
  const s = (await repo.series(deps.db, seriesId)) ?? fail('not_found');
  const item = must(await repo.seriesItem(deps.db, s.id), 'series item');
  return {
    series_id: s.id,
    code: item.code,
    name: item.name,
    seed_hash: s.seed_hash,
    seed: s.revealed_s !== null ? s.seed : null,
    revealed: s.revealed_s !== null,
    supply: s.supply,
    sold: s.sold,
    pool: (await repo.pool(deps.db, s.id)).map((p) => ({
      id: p.id,
      name: p.name,
      rarity: p.rarity,
      weight: p.weight,
      type: p.kind,
      image: must(mediaUrl(p.media), 'pool media'),
    })),
    openings: await repo.openings(deps.db, s.id),
  };
}

// ---------------------------------------------------------------- auctions

/**
 * The user's margin for the auction's current round, frozen from their spot balance on first
 * call (one hold per user and round, keyed so a repeat finds it); the existing one afterwards.
 */
async function freezeMargin(
  tx: Queryable,
  a: After,
  i: NonNullable<Awaited<ReturnType<typeof repo.lockItem>>>,
  userId: number,
  account: number,
) {
  const m = await repo.margin(tx, i.id, i.round, userId);
  if (m || !isPositive(i.margin)) return m;
  const h = await hold(
    tx,
    meta(`nft:margin:${i.id}:${i.round}:${userId}`, 'nft_margin_hold', i.id, `user:${userId}`),
    { accountId: account, amount: i.margin },
  );
  await repo.insertMargin(tx, {
    itemId: i.id,
    round: i.round,
    userId,
    amount: i.margin,
    holdId: h.holdId,
  });
  a.balances.push({ userId, currencyId: i.currency_id });
  return repo.margin(tx, i.id, i.round, userId);
}

/**
 * POST /bind_box/marginNFT: pays the auction's margin before a first bid (a bid pays it too,
 * when it has not been paid). Paying again in the same round changes nothing and answers the
 * margin already frozen.
 */
export async function payMargin(deps: Deps, userId: number, input: { code: string }) {
  const a = after();
  const out = await deps.db.tx(async (tx) => {
    const i = (await repo.lockItem(tx, input.code)) ?? fail('nft_not_found');
    if (i.pay_type !== NFT_PAY_TYPE.auction) fail('nft_wrong_sale_mode');
    checkWindow(i, deps.clock.nowSeconds(), userId);
    const account = await userAccount(tx, userId, i.currency_id, SPOT);
    const m = await freezeMargin(tx, a, i, userId, account);
    return { code: i.code, margin: m?.amount ?? '0', currency: i.currency_code };
  });
  publish(deps, a);
  return out;
}

/** POST /bind_box/auctionNFT: a bid; the first bid of a user in a round freezes the margin. */
export async function bid(deps: Deps, userId: number, input: NftBidRequest) {
  const a = after();
  const out = await deps.db.tx(async (tx) => {
    const i = (await repo.lockItem(tx, input.code)) ?? fail('nft_not_found');
    if (i.pay_type !== NFT_PAY_TYPE.auction) fail('nft_wrong_sale_mode');
    const nowS = deps.clock.nowSeconds();
    checkWindow(i, nowS, userId);
    if (cmp(roundDown(input.price, i.currency_precision), input.price) !== 0)
      fail('amount_too_precise');
    const minimum = i.bids === 0 ? i.start_price : add(i.price, i.per_increase);
    if (cmp(input.price, minimum) < 0) fail('nft_bid_too_low');
    const r = await rates(tx);
    const account = await userAccount(tx, userId, i.currency_id, SPOT);
    const m = await freezeMargin(tx, a, i, userId, account);
    // The margin counts toward the price: what is available beside it must cover the rest.
    const available = (await balanceOf(tx, account, { lock: true })).available;
    if (cmp(add(available, m?.amount ?? '0'), input.price) < 0) fail('insufficient_balance');
    const previous = await repo.leader(tx, i.id, i.round);
    const bidId = await repo.insertBid(tx, {
      itemId: i.id,
      round: i.round,
      userId,
      price: input.price,
      nowS,
    });
    const endS = i.end_s - nowS <= r.snipeWindowS ? i.end_s + r.snipeExtendS : i.end_s;
    await repo.recordBidOnItem(tx, i.id, input.price, endS);
    if (previous && previous.user_id !== userId) {
      await message(tx, a, {
        userId: previous.user_id,
        kind: 'outbid',
        itemId: i.id,
        amount: input.price,
        nowS,
      });
      await notify(
        tx,
        previous.user_id,
        'nft_outbid',
        { name: i.name, code: i.code, price: input.price, currency: i.currency_code },
        `nft:outbid:${bidId}`,
      );
    }
    const label = (await repo.bidderLabels(tx, [userId])).get(userId) ?? '#';
    a.room = {
      itemId: i.id,
      payload: {
        item_id: i.id,
        code: i.code,
        price: input.price,
        end_time: endS,
        bids: i.bids + 1,
        bid_id: bidId,
        bidder: label,
        created_at: nowS,
      },
    };
    return { id: bidId, price: input.price, end_time: endS, margin: m?.amount ?? '0' };
  });
  publish(deps, a);
  return out;
}

/**
 * Settles one ended auction (its own transaction; a second run finds nothing to do): no bids →
 * the item stays with its owner; otherwise the leader gets a payment order due `pay window`
 * after the end and every other margin is released.
 */
async function settleAuction(deps: Deps, itemId: number): Promise<boolean> {
  const a = after();
  const done = await deps.db.tx(async (tx) => {
    const i = await repo.lockItemById(tx, itemId);
    const nowS = deps.clock.nowSeconds();
    if (!i || i.listing !== 'active' || i.pay_type !== NFT_PAY_TYPE.auction || i.end_s > nowS)
      return false;
    const r = await rates(tx);
    const lead = await repo.leader(tx, i.id, i.round);
    for (const m of await repo.frozenMargins(tx, i.id, i.round)) {
      if (lead && m.user_id === lead.user_id) continue;
      await releaseHold(
        tx,
        meta(`nft:margin-release:${m.id}`, 'nft_margin_release', i.id, 'system:nft-settle'),
        { holdId: m.hold_id },
      );
      await repo.setMarginStatus(tx, m.id, 'released');
      await notify(
        tx,
        m.user_id,
        'nft_lost',
        { name: i.name, code: i.code, margin: m.amount, currency: i.currency_code },
        `nft:lost:${m.id}`,
      );
      a.balances.push({ userId: m.user_id, currencyId: i.currency_id });
    }
    if (!lead) {
      await repo.setListing(tx, i.id, 'none');
      await message(tx, a, { userId: i.owner_id, kind: 'auction_unsold', itemId: i.id, nowS });
      return true;
    }
    const m = must(await repo.margin(tx, i.id, i.round, lead.user_id), 'leader margin');
    await repo.insertPayOrder(tx, {
      itemId: i.id,
      round: i.round,
      userId: lead.user_id,
      sellerId: i.owner_id,
      price: lead.price,
      marginId: m.id,
      // From the later of the end and this run: a run delayed past the window must not
      // forfeit a margin the winner never had a payment order for.
      dueS: Math.max(i.end_s, nowS) + r.payWindowS,
      nowS,
    });
    await repo.setListing(tx, i.id, 'awaiting_payment');
    await message(tx, a, {
      userId: lead.user_id,
      kind: 'won',
      itemId: i.id,
      amount: lead.price,
      nowS,
    });
    await message(tx, a, {
      userId: lead.user_id,
      kind: 'payment_due',
      itemId: i.id,
      amount: max0Sub(lead.price, m.amount),
      nowS,
    });
    await notify(
      tx,
      lead.user_id,
      'nft_won',
      {
        name: i.name,
        code: i.code,
        price: lead.price,
        due: max0Sub(lead.price, m.amount),
        hours: Math.round(r.payWindowS / 3600),
        currency: i.currency_code,
      },
      `nft:won:${i.id}:${i.round}`,
    );
    return true;
  });
  publish(deps, a);
  return done;
}

/** POST /bind_box/payNFTOrder: the winner pays; the frozen margin counts toward the price. */
export async function pay(deps: Deps, userId: number, orderId: number): Promise<NftSale> {
  const a = after();
  const sale = await deps.db.tx(async (tx) => {
    const o = await repo.payOrder(tx, orderId, true);
    if (!o || o.user_id !== userId) return fail('nft_order_not_found');
    const nowS = deps.clock.nowSeconds();
    if (o.status !== 'due' || nowS >= o.due_s) fail('nft_order_closed');
    const i = must(await repo.lockItemById(tx, o.item_id), 'pay order item');
    const m = must(await repo.marginById(tx, o.margin_id), 'pay order margin');
    const account = await userAccount(tx, userId, i.currency_id, SPOT);
    // The margin returns to the winner's available balance and is spent at once with the rest.
    if (m.status === 'frozen') {
      await settleHold(
        tx,
        meta(`nft:margin-apply:${m.id}`, 'nft_purchase', i.id, `user:${userId}`, 'margin applied'),
        { holdId: m.hold_id, legs: [{ accountId: account, amount: m.amount }] },
      );
      await repo.setMarginStatus(tx, m.id, 'applied');
    }
    const shares = await paySale(
      tx,
      i,
      userId,
      o.price,
      await rates(tx),
      `nft:sale:${i.id}:${i.round}`,
    );
    const saleId = await repo.insertSale(tx, {
      itemId: i.id,
      round: i.round,
      buyerId: userId,
      sellerId: i.owner_id,
      price: o.price,
      fee: shares.fee,
      royalty: shares.royalty,
      nowS,
    });
    await repo.setPayOrderStatus(tx, o.id, 'paid', nowS);
    await repo.endListing(tx, i.id, userId);
    await message(tx, a, {
      userId: i.owner_id,
      kind: 'sold',
      itemId: i.id,
      amount: shares.seller,
      nowS,
    });
    await notify(
      tx,
      i.owner_id,
      'nft_sold',
      {
        name: i.name,
        code: i.code,
        price: o.price,
        amount: shares.seller,
        currency: i.currency_code,
      },
      `nft:sold:${saleId}`,
    );
    a.balances.push(
      { userId, currencyId: i.currency_id },
      { userId: i.owner_id, currencyId: i.currency_id },
    );
    if (isPositive(shares.royalty))
      a.balances.push({ userId: i.author_id, currencyId: i.currency_id });
    return saleView(saleId, i, o.price, shares);
  });
  publish(deps, a);
  return sale;
}

/** Unpaid after the window: the margin goes to the seller less the fee; the item stays theirs. */
async function expireOrder(deps: Deps, orderId: number): Promise<boolean> {
  const a = after();
  const done = await deps.db.tx(async (tx) => {
    const o = await repo.payOrder(tx, orderId, true);
    const nowS = deps.clock.nowSeconds();
    if (!o || o.status !== 'due' || o.due_s > nowS) return false;
    const i = must(await repo.lockItemById(tx, o.item_id), 'pay order item');
    const m = must(await repo.marginById(tx, o.margin_id), 'pay order margin');
    if (m.status === 'frozen') {
      const fee = roundDown(mul(m.amount, (await rates(tx)).fee), i.currency_precision);
      const legs = [
        {
          accountId: await userAccount(tx, o.seller_id, i.currency_id, SPOT),
          amount: max0Sub(m.amount, fee),
        },
      ];
      if (isPositive(fee))
        legs.push({ accountId: await systemAccount(tx, 'fees', i.currency_id), amount: fee });
      await settleHold(
        tx,
        meta(`nft:margin-forfeit:${m.id}`, 'nft_margin_forfeit', i.id, 'system:nft-settle'),
        { holdId: m.hold_id, legs: legs.filter((l) => isPositive(l.amount)) },
      );
      await repo.setMarginStatus(tx, m.id, 'forfeited');
    }
    await repo.setPayOrderStatus(tx, o.id, 'expired', nowS);
    if (i.listing === 'awaiting_payment') await repo.setListing(tx, i.id, 'none');
    await message(tx, a, {
      userId: o.user_id,
      kind: 'forfeited',
      itemId: i.id,
      amount: m.amount,
      nowS,
    });
    a.balances.push(
      { userId: o.user_id, currencyId: i.currency_id },
      { userId: o.seller_id, currencyId: i.currency_id },
    );
    return true;
  });
  publish(deps, a);
  return done;
}

const BATCH = 100;

/**
 * The settlement job's work at the clock's time: ended auctions, overdue payment orders,
 * ended fixed-price listings, blind-box seeds to reveal. Each item in its own transaction.
 */
export async function settleDue(deps: Deps) {
  const nowS = deps.clock.nowSeconds();
  let auctions = 0;
  let expired = 0;
  let unsold = 0;
  let revealed = 0;
  let failed = 0;
  /**
   * Each row in its own transaction, its failure logged and left for the next run: one row
   * that cannot settle must not hold back every other auction, order or series of the run.
   */
  const each = async (what: string, id: number, step: () => Promise<boolean>) => {
    try {
      return await step();
    } catch (err) {
      failed++;
      deps.log.error(
        { err, [what]: id },
        `nft settlement of ${what} ${id} failed; retried next run`,
      );
      return false;
    }
  };
  for (const id of await repo.endedAuctions(deps.db, nowS, BATCH))
    if (await each('item', id, () => settleAuction(deps, id))) auctions++;
  for (const id of await repo.overduePayOrders(deps.db, nowS, BATCH))
    if (await each('pay_order', id, () => expireOrder(deps, id))) expired++;
  for (const id of await repo.expiredFixedListings(deps.db, nowS, BATCH)) {
    const done = await each('item', id, () =>
      deps.db.tx(async (tx) => {
        const i = await repo.lockItemById(tx, id);
        if (!i || i.listing !== 'active' || i.pay_type !== NFT_PAY_TYPE.fixed || i.end_s > nowS)
          return false;
        await repo.setListing(tx, id, 'none');
        return true;
      }),
    );
    if (done) unsold++;
  }
  for (const id of await repo.seriesToReveal(deps.db, nowS))
    if (await each('series', id, () => repo.reveal(deps.db, id, nowS).then(() => true))) revealed++;
  return { auctions, expired, unsold, revealed, failed };
}

// ---------------------------------------------------------------- listings

function checkTerms(
  nowS: number,
  t: { pay_type: number; start_time: number; end_time: number; per_increase?: string | undefined },
): void {
  if (t.end_time <= t.start_time || t.end_time <= nowS) fail('nft_time_invalid');
  if (t.pay_type === NFT_PAY_TYPE.auction && !t.per_increase)
    fail('validation_failed', [{ field: 'per_increase', code: 'required' }]);
}

/**
 * Terms a sale can settle exactly: price and increment within the currency's precision, and
 * an auction's margin above zero — the winner's payment order is tied to a frozen margin.
 */
async function marginFor(
  q: Queryable,
  t: { pay_type: number; price: string; per_increase?: string | undefined },
  precision: number,
) {
  for (const v of [t.price, t.per_increase])
    if (v !== undefined && cmp(roundDown(v, precision), v) !== 0) fail('amount_too_precise');
  if (t.pay_type !== NFT_PAY_TYPE.auction) return '0';
  const m = roundDown(mul(t.price, (await rates(q)).margin), precision);
  if (!isPositive(m)) fail('amount_below_minimum');
  return m;
}

/** POST /bind_box/resellNFT: the owner lists again; an operator reviews it before it shows. */
export async function resell(
  deps: Deps,
  userId: number,
  input: NftResellRequest,
): Promise<NftItem> {
  await deps.db.tx(async (tx) => {
    const i = (await repo.lockItem(tx, input.code)) ?? fail('nft_not_found');
    if (i.owner_id !== userId) fail('nft_not_owner');
    if (i.listing !== 'none' && i.listing !== 'rejected') fail('nft_already_listed');
    if (i.series_id !== null && !i.is_box) fail('nft_wrong_sale_mode');
    checkTerms(deps.clock.nowSeconds(), input);
    const margin = await marginFor(tx, input, i.currency_precision);
    await repo.relist(tx, i.id, {
      payType: input.pay_type,
      price: input.price,
      perIncrease:
        input.pay_type === NFT_PAY_TYPE.auction ? must(input.per_increase, 'raise') : '0',
      margin,
      startS: input.start_time,
      endS: input.end_time,
    });
  });
  return detail(deps, userId, { code: input.code });
}

/** Withdraws a listing that has no bid yet (in review, refused, or on sale without bids). */
export async function cancelListing(deps: Deps, userId: number, code: string): Promise<NftItem> {
  await deps.db.tx(async (tx) => {
    const i = (await repo.lockItem(tx, code)) ?? fail('nft_not_found');
    if (i.owner_id !== userId) fail('nft_not_owner');
    if (i.series_id !== null && !i.is_box) fail('nft_wrong_sale_mode');
    if (!['pending', 'rejected', 'active'].includes(i.listing)) fail('nft_not_on_sale');
    if (i.bids > 0) fail('nft_listing_has_bids');
    await repo.setListing(tx, i.id, 'none');
  });
  return detail(deps, userId, { code });
}

export async function becomeArtist(deps: Deps, userId: number, a: { name: string; bio: string }) {
  await repo.upsertArtist(deps.db, { userId, ...a, nowS: deps.clock.nowSeconds() });
  return artistView(must(await repo.artist(deps.db, userId), 'artist'));
}

/** A media file of an artwork, recognised by content, within the size limit of its kind. */
export async function storeMedia(deps: Deps, userId: number, bytes: Buffer) {
  const sniffed = bytes.length ? sniffMedia(bytes) : null;
  if (!sniffed) return fail('nft_media_invalid');
  if (bytes.length > must(MEDIA_MAX_BYTES[sniffed.kind], 'limit')) fail('nft_media_too_large');
  const sha = crypto.createHash('sha256').update(bytes).digest('hex');
  const again = await repo.mediaBySha(deps.db, userId, sha);
  const name = again ?? (await deps.files.save(bytes, sniffed.ext)).name;
  if (!again) {
    const nowS = deps.clock.nowSeconds();
    await repo.insertMedia(deps.db, {
      name,
      userId,
      kind: sniffed.kind,
      mime: sniffed.mime,
      size: bytes.length,
      sha256: sha,
      nowS,
    });
    const thumb = sniffed.mime === 'image/png' ? pngThumbnail(bytes) : null;
    if (thumb) {
      const saved = await deps.files.save(thumb, 'png');
      await repo.insertMedia(deps.db, {
        name: saved.name,
        userId,
        kind: NFT_KIND.image,
        mime: 'image/png',
        size: thumb.length,
        sha256: saved.sha256,
        nowS,
      });
      await repo.setThumb(deps.db, name, saved.name);
    }
  }
  return {
    name,
    url: must(mediaUrl(name), 'url'),
    type: sniffed.kind,
    mime: sniffed.mime,
    size: bytes.length,
  };
}

/** Where a media file lies and its type, for the public media route; null for anything else. */
export async function mediaFile(deps: Deps, name: string) {
  if (!MEDIA_NAME_PATTERN.test(name)) return null;
  const m = await repo.media(deps.db, name);
  if (!m) return null;
  const path = `${deps.files.dir}/${name}`;
  return { path, mime: m.mime };
}

function newCode(prefix: string): string {
  return `${prefix}-${crypto.randomBytes(5).toString('hex').toUpperCase()}`;
}

/** POST /bind_box/createNFT: an artist's first sale of a new artwork, waiting for review. */
export async function create(
  deps: Deps,
  userId: number,
  input: NftCreateRequest,
): Promise<NftItem> {
  const nowS = deps.clock.nowSeconds();
  checkTerms(nowS, input);
  const code = await deps.db.tx(async (tx) => {
    if (!(await repo.artist(tx, userId))) fail('nft_not_artist');
    const m = await repo.media(tx, input.media);
    if (!m || m.user_id !== userId) return fail('nft_media_not_yours');
    if (input.poster) {
      const p = await repo.media(tx, input.poster);
      if (!p || p.user_id !== userId || p.kind !== NFT_KIND.image) fail('nft_media_not_yours');
    }
    const precision = (await repo.currencyPrecision(tx, input.currency_id)) ?? fail('not_found');
    const margin = await marginFor(tx, input, precision);
    const collectionId = input.collection
      ? await repo.ensureCollection(tx, userId, input.collection)
      : null;
    const id = await repo.nextItemId(tx);
    const c = newCode('TM');
    await repo.insertItemWithId(tx, id, {
      code: c,
      kind: m.kind,
      currencyId: input.currency_id,
      name: input.name,
      description: input.description,
      authorId: userId,
      ownerId: userId,
      collectionId,
      media: m.name,
      poster: input.poster ?? null,
      rarity: input.rarity,
      tokenId: String(id),
      payType: input.pay_type,
      listing: 'pending',
      price: input.price,
      perIncrease:
        input.pay_type === NFT_PAY_TYPE.auction ? must(input.per_increase, 'raise') : '0',
      margin,
      startS: input.start_time,
      endS: input.end_time,
      seriesId: null,
      isBox: false,
      nowS,
    });
    return c;
  });
  return detail(deps, userId, { code });
}

// ---------------------------------------------------------------- operator review

export async function reviews(deps: Deps, page: Page) {
  const r = await rates(deps.db);
  const nowS = deps.clock.nowSeconds();
  const { rows, total } = await repo.pendingReviews(deps.db, page);
  return { rows: rows.map((i) => itemView(i, nowS, r)), total };
}

export async function review(
  deps: Deps,
  actor: AuditActor,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<NftItem> {
  const a = after();
  const ownerAndCode = await deps.db.tx(async (tx) => {
    const i = (await repo.lockItemById(tx, id)) ?? fail('nft_not_found');
    if (i.listing !== 'pending') fail('nft_review_not_pending');
    const nowS = deps.clock.nowSeconds();
    const next = decision.approve ? 'active' : 'rejected';
    await repo.setListing(tx, i.id, next, decision.approve ? '' : decision.reason);
    await recordAudit(tx, actor, {
      action: decision.approve ? 'nft.approve' : 'nft.reject',
      targetType: 'nft_item',
      targetId: i.id,
      detail: {
        code: i.code,
        round: i.round,
        before: 'pending',
        after: next,
        ...(decision.approve ? {} : { reason: decision.reason }),
      },
    });
    await message(tx, a, {
      userId: i.owner_id,
      kind: decision.approve ? 'approved' : 'rejected',
      itemId: i.id,
      nowS,
    });
    return i.code;
  });
  publish(deps, a);
  const i = must(await repo.item(deps.db, { code: ownerAndCode }), 'reviewed item');
  return itemView(i, deps.clock.nowSeconds(), await rates(deps.db));
}
