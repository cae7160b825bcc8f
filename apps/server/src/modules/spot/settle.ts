import type { SpotTrade } from '@tidemark/contracts';
import type { Side } from '../../matching/types';
import {
  findSystemAccount,
  findUserAccount,
  releaseHold,
  settleHold,
  systemAccount,
  userAccount,
  type JournalMeta,
} from '../../ledger';
import type { Queryable } from '../../platform/db';
import { add, cmp, isPositive, mul, roundDown, sub } from '../../platform/money';
import * as repo from './spot.repo';

/**
 * What a batch writes, inside its one transaction: orders taken, fills (trade, both orders' held funds
 * settled, fees), orders leaving the book (hold released, final state). Nothing here talks
 * to the book or the sockets.
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

/** One batch of one pair: its transaction, the pair's live orders and what changed. */
export interface Batch {
  tx: Queryable;
  pair: repo.PairRow;
  live: Map<number, Live>;
  out: BatchOutbox;
}

export const journal = (
  key: string,
  reason: string,
  refType: string,
  refId: number,
): JournalMeta => ({ key, reason, refType, refId, actor: 'system:spot-engine' });

/** The engine saw the order: it gets its place in the engine's sequence. */
export function markTaken(b: Batch, orderId: number): Promise<void> {
  return repo.markTaken(b.tx, orderId);
}

/** An order leaves the book: what is left of its hold goes back; the state is final. */
export async function finishOrder(b: Batch, o: Live, cancelled = false): Promise<void> {
  b.live.delete(o.id);
  await releaseHold(
    b.tx,
    journal(`spot:release:${o.id}`, 'spot_order_release', 'spot_order', o.id),
    { holdId: o.hold_id },
  );
  o.status = !cancelled && cmp(o.filled, o.amount) === 0 ? 2 : 3;
  await repo.saveProgress(b.tx, o);
  if (o.user_id) b.out.users.add(o.user_id);
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
  const { tx, pair, out } = b;
  const buyer = taker.sideName === 'buy' ? taker : maker;
  const seller = taker.sideName === 'buy' ? maker : taker;
  const quote = mul(price, qty);
  const trade = await repo.insertTrade(tx, {
    instrumentId: pair.instrument_id,
    price,
    amount: qty,
    takerId: taker.id,
    makerId: maker.id,
    takerSide: taker.side,
  });
  const buyerFee = roundDown(mul(qty, buyer.fee_rate), pair.base_precision);
  const sellerFee = roundDown(mul(quote, seller.fee_rate), pair.quote_precision);
  await settleHold(
    tx,
    journal(`spot:trade:${trade.id}:quote`, 'spot_trade', 'spot_trade', trade.id),
    {
      holdId: buyer.hold_id,
      legs: [
        {
          accountId: await spotAccount(tx, seller.user_id, pair.legal_id),
          amount: sub(quote, sellerFee),
        },
        ...(isPositive(sellerFee)
          ? [{ accountId: await systemAccount(tx, 'fees', pair.legal_id), amount: sellerFee }]
          : []),
      ],
    },
  );
  await settleHold(
    tx,
    journal(`spot:trade:${trade.id}:base`, 'spot_trade', 'spot_trade', trade.id),
    {
      holdId: seller.hold_id,
      legs: [
        {
          accountId: await spotAccount(tx, buyer.user_id, pair.currency_id),
          amount: sub(qty, buyerFee),
        },
        ...(isPositive(buyerFee)
          ? [{ accountId: await systemAccount(tx, 'fees', pair.currency_id), amount: buyerFee }]
          : []),
      ],
    },
  );
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
  out.trades.push({ id: trade.id, price, amount: qty, direction: taker.sideName, ts: trade.ts });
  if (cmp(maker.filled, maker.amount) === 0) await finishOrder(b, maker);
  else await repo.saveProgress(tx, maker);
  if (cmp(taker.filled, taker.amount) < 0) await repo.saveProgress(tx, taker);
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
