import type { SpotTrade } from '@tidemark/contracts';
import type { Side } from '../../matching/types';
import {
  findSystemAccount,
  findUserAccount,
  findUserAccounts,
  lockWithUserAccounts,
  moveHolds,
  systemAccount,
  userAccount,
  type HoldMove,
  type JournalMeta,
} from '../../ledger';
import type { Queryable } from '../../platform/db';
import { add, cmp, isPositive, mul, roundDown, sub } from '../../platform/money';
import * as repo from './spot.repo';

/**
 * What a batch writes, inside its one transaction: orders taken, fills (trade, both orders' held funds
 * settled, fees), orders leaving the book (hold released, final state). Nothing here talks
 * to the book or the sockets. The matching records these in memory, in order; `flushWrites`
 * writes them set-based (one insert of trades, one ledger batch for every settlement and
 * release, then one update of the orders: engine sequence of those taken, progress of the rest).
 */

/** An order on the engine's book, with the state the batch keeps up to date. */
export interface Live extends repo.OrderRow {
  sideName: Side;
}

export const sideOf = (o: { side: number }): Side => (o.side === 1 ? 'buy' : 'sell');
export const live = (o: repo.OrderRow): Live => ({ ...o, sideName: sideOf(o) });

/** What a batch changed, sent after its commit. */
export interface BatchOutbox {
  orders: Set<number>;
  users: Set<number>;
  trades: SpotTrade[];
  bookChanged: boolean;
}

export const emptyOutbox = (): BatchOutbox => ({
  orders: new Set(),
  users: new Set(),
  trades: [],
  bookChanged: false,
});

/** A fill waiting for its trade id: who pays whom (accounts resolved at the flush). */
interface PendingFill {
  trade: SpotTrade;
  takerId: number;
  makerId: number;
  takerSide: 1 | 2;
  buyer: { userId: number | null; holdId: number; fee: string };
  seller: { userId: number | null; holdId: number; fee: string };
  quote: string;
  qty: string;
}

/** Writes a batch has decided but not yet made, in the order they happened. */
interface Writes {
  taken: number[];
  fills: PendingFill[];
  /** Settlements (by fill index) and releases, in order. */
  holds: Array<{ fill: number } | { release: number; holdId: number }>;
  progress: Map<number, Live>;
}

/** One batch of one pair: its transaction, the pair's live orders and what changed. */
export interface Batch {
  tx: Queryable;
  pair: repo.PairRow;
  live: Map<number, Live>;
  out: BatchOutbox;
  writes: Writes;
  /** The pair's system accounts known to be committed (looked up in the batch when absent). */
  system?: PairSystemAccounts;
  /** Users' spot accounts found (and locked) by `lockBatchAccounts`, keyed `user:currency`. */
  accounts?: Map<string, number>;
}

/**
 * The ids of a pair's market-maker and fees accounts in both its currencies, read outside any
 * transaction: a row seen there is committed (system accounts are opened at start and never
 * removed), so the engine may keep the ids and spare every batch four look-ups. An
 * account not found yet is left out, and looked up inside the batch as before.
 */
export interface PairSystemAccounts {
  maker: Map<number, number>;
  fees: Map<number, number>;
}

export async function committedSystemAccounts(
  db: Queryable,
  pair: repo.PairRow,
): Promise<PairSystemAccounts> {
  const out: PairSystemAccounts = { maker: new Map(), fees: new Map() };
  for (const currencyId of [pair.currency_id, pair.legal_id]) {
    const maker = await findSystemAccount(db, 'market_maker', currencyId);
    if (maker !== null) out.maker.set(currencyId, maker);
    const fees = await findSystemAccount(db, 'fees', currencyId);
    if (fees !== null) out.fees.set(currencyId, fees);
  }
  return out;
}

/** The market maker's spot account of a currency in this batch. */
export const makerAccount = async (b: Batch, currencyId: number): Promise<number> =>
  b.system?.maker.get(currencyId) ?? spotAccount(b.tx, null, currencyId);

const feesAccount = async (b: Batch, currencyId: number): Promise<number> =>
  b.system?.fees.get(currencyId) ?? systemAccount(b.tx, 'fees', currencyId);

export const emptyWrites = (): Writes => ({ taken: [], fills: [], holds: [], progress: new Map() });

const save = (b: Batch, o: Live) => void b.writes.progress.set(o.id, o);

export const journal = (
  key: string,
  reason: string,
  refType: string,
  refId: number,
): JournalMeta => ({ key, reason, refType, refId, actor: 'system:spot-engine' });

/** The engine saw the order: it gets its place in the engine's sequence. */
export function markTaken(b: Batch, orderId: number): Promise<void> {
  b.writes.taken.push(orderId);
  return Promise.resolve();
}

/** An order leaves the book: what is left of its hold goes back; the state is final. */
export function finishOrder(b: Batch, o: Live, cancelled = false): Promise<void> {
  b.live.delete(o.id);
  b.writes.holds.push({ release: o.id, holdId: o.hold_id });
  o.status = !cancelled && cmp(o.filled, o.amount) === 0 ? 2 : 3;
  save(b, o);
  if (o.user_id) b.out.users.add(o.user_id);
  return Promise.resolve();
}

/**
 * One fill at the maker's price: the trade, the buyer's quote hold paid to the seller and the
 * seller's base hold paid to the buyer, each less its fee; a maker filled in full leaves.
 */
export async function settleFill(
  b: Batch,
  taker: Live,
  maker: Live,
  price: string,
  qty: string,
): Promise<void> {
  const { pair, out } = b;
  const buyer = taker.sideName === 'buy' ? taker : maker;
  const seller = taker.sideName === 'buy' ? maker : taker;
  const quote = mul(price, qty);
  const buyerFee = roundDown(mul(qty, buyer.fee_rate), pair.base_precision);
  const sellerFee = roundDown(mul(quote, seller.fee_rate), pair.quote_precision);
  // The trade's id and time come with the flush; the outbox is read after the commit.
  const trade: SpotTrade = { id: 0, price, amount: qty, direction: taker.sideName, ts: 0 };
  b.writes.holds.push({ fill: b.writes.fills.length });
  b.writes.fills.push({
    trade,
    takerId: taker.id,
    makerId: maker.id,
    takerSide: taker.side,
    buyer: { userId: buyer.user_id, holdId: buyer.hold_id, fee: buyerFee },
    seller: { userId: seller.user_id, holdId: seller.hold_id, fee: sellerFee },
    quote,
    qty,
  });
  for (const [o, fee] of [
    [buyer, buyerFee],
    [seller, sellerFee],
  ] as const) {
    o.filled = add(o.filled, qty);
    o.filled_quote = add(o.filled_quote, quote);
    o.fee = add(o.fee, fee);
    out.orders.add(o.id);
    if (o.user_id) out.users.add(o.user_id);
  }
  out.trades.push(trade);
  if (cmp(maker.filled, maker.amount) === 0) await finishOrder(b, maker);
  else save(b, maker);
  if (cmp(taker.filled, taker.amount) < 0) save(b, taker);
}

/**
 * Locks, in one step and in ascending id order, every account this batch can move: the
 * maker's and the fee account in both currencies of the pair, and the spot accounts of every
 * user with an order on the book or waiting for it. A batch writes in several flushes (fills,
 * then the maker's requote); locking as it went, it held one account while waiting for a
 * lower one, and two pairs' batches sharing a quote currency deadlocked on PostgreSQL. Taken
 * first, the shared maker account also makes batches of pairs with a common currency go one
 * after the other instead of interleaving. Accounts opened later in the batch are new rows no
 * other transaction holds. One statement; the users' accounts found are kept for the batch's
 * flushes (`Batch.accounts`), which look up only those still missing.
 */
export async function lockBatchAccounts(
  b: Batch,
  orders: Iterable<{ user_id: number | null }>,
): Promise<void> {
  const { tx, pair } = b;
  const users = new Set<number>();
  for (const o of orders) if (o.user_id !== null) users.add(o.user_id);
  const currencies = [pair.currency_id, pair.legal_id];
  const system: number[] = [];
  for (const currencyId of currencies) {
    system.push(await makerAccount(b, currencyId));
    system.push(await feesAccount(b, currencyId));
  }
  b.accounts = await lockWithUserAccounts(
    tx,
    system,
    [...users].flatMap((userId) => currencies.map((currencyId) => ({ userId, currencyId }))),
    2,
  );
}

/** Writes what the batch recorded so far (see `Writes`), and starts a new record. */
export async function flushWrites(b: Batch): Promise<void> {
  const w = b.writes;
  b.writes = emptyWrites();
  const { tx, pair } = b;
  const trades = await repo.insertTrades(
    tx,
    w.fills.map((f) => ({
      instrumentId: pair.instrument_id,
      price: f.trade.price,
      amount: f.qty,
      takerId: f.takerId,
      makerId: f.makerId,
      takerSide: f.takerSide,
    })),
  );
  for (const [i, f] of w.fills.entries()) Object.assign(f.trade, trades[i]!);

  const accounts = await spotAccounts(
    b,
    w.fills.flatMap((f) => [
      { userId: f.seller.userId, currencyId: pair.legal_id },
      { userId: f.buyer.userId, currencyId: pair.currency_id },
    ]),
  );
  const fees = new Map<number, number>();
  const feeAccount = async (currencyId: number) => {
    const known = fees.get(currencyId);
    if (known !== undefined) return known;
    const id = await feesAccount(b, currencyId);
    fees.set(currencyId, id);
    return id;
  };
  const account = (userId: number | null, currencyId: number) =>
    accounts.get(`${userId ?? 'maker'}:${currencyId}`)!;

  const moves: HoldMove[] = [];
  for (const h of w.holds) {
    if ('release' in h) {
      moves.push({
        meta: journal(`spot:release:${h.release}`, 'spot_order_release', 'spot_order', h.release),
        holdId: h.holdId,
      });
      continue;
    }
    const f = w.fills[h.fill]!;
    const id = f.trade.id;
    // Each side's hold pays the other side what it bought, less that side's fee, and the fee.
    const pay = async (
      leg: 'quote' | 'base',
      holdId: number,
      to: { userId: number | null; fee: string },
      currencyId: number,
      gross: string,
    ): Promise<HoldMove> => ({
      meta: journal(`spot:trade:${id}:${leg}`, 'spot_trade', 'spot_trade', id),
      holdId,
      legs: [
        { accountId: account(to.userId, currencyId), amount: sub(gross, to.fee) },
        ...(isPositive(to.fee)
          ? [{ accountId: await feeAccount(currencyId), amount: to.fee }]
          : []),
      ],
    });
    moves.push(await pay('quote', f.buyer.holdId, f.seller, pair.legal_id, f.quote));
    moves.push(await pay('base', f.seller.holdId, f.buyer, pair.currency_id, f.qty));
  }
  await moveHolds(tx, moves);
  await repo.saveOrders(tx, w.taken, [...w.progress.values()]);
}

/**
 * The spot accounts of many (user or maker, currency) pairs, keyed `user:currency`
 * (`maker:currency`): those the batch knows (its locked users' accounts, the pair's committed
 * maker accounts) without a look-up, the rest found in one; opened when missing.
 */
async function spotAccounts(
  b: Batch,
  wanted: Array<{ userId: number | null; currencyId: number }>,
): Promise<Map<string, number>> {
  const keyOf = (w: { userId: number | null; currencyId: number }) =>
    `${w.userId ?? 'maker'}:${w.currencyId}`;
  const known = (w: { userId: number | null; currencyId: number }) =>
    w.userId === null ? b.system?.maker.get(w.currencyId) : b.accounts?.get(keyOf(w));
  const unique = [...new Map(wanted.map((w) => [keyOf(w), w])).values()];
  const users = unique.filter(
    (w): w is { userId: number; currencyId: number } => w.userId !== null && known(w) === undefined,
  );
  const found = users.length ? await findUserAccounts(b.tx, users, 2) : new Map<string, number>();
  const out = new Map<string, number>();
  for (const w of unique) {
    const k = keyOf(w);
    out.set(k, known(w) ?? found.get(k) ?? (await spotAccount(b.tx, w.userId, w.currencyId)));
  }
  return out;
}

/**
 * A user's spot account for a currency, or the market maker's (user null); opened on first
 * use. Nothing is cached: an account opened inside a transaction that later rolls back must
 * not be remembered.
 */
export async function spotAccount(
  tx: Queryable,
  userId: number | null,
  currencyId: number,
): Promise<number> {
  const found =
    userId === null
      ? await findSystemAccount(tx, 'market_maker', currencyId)
      : await findUserAccount(tx, userId, currencyId, 2);
  if (found !== null) return found;
  return userId === null
    ? systemAccount(tx, 'market_maker', currencyId)
    : userAccount(tx, userId, currencyId, 2);
}
