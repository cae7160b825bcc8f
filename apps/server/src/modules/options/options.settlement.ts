import { ACCOUNT_TYPES, SOCKET_EVENTS } from '@tidemark/contracts';
import {
  moveHolds,
  postJournals,
  systemAccountFor,
  userAccount,
  type HoldMove,
  type JournalMeta,
  type Posting,
} from '../../ledger';
import { isPositive, neg, sub } from '../../platform/money';
import { notifyMany } from '../../platform/inbox';
import { decide, payoutOf } from './outcome';
import * as repo from './options.repo';
import { closeTicks } from '../market';
import type { Deps } from './options.service';
import { toWire } from './options.view';

/** Orders settled per batch, and batches per run: a run is bounded however many are due. */
export const SETTLE_BATCH = 200;
const SETTLE_BATCHES_MAX = 25;

export type SettleOutcome = 'settled' | 'waiting' | 'skipped';

/**
 * Settles a batch of due orders from the tick log alone, in one transaction and a few set-based
 * statements whatever its size: the close tick of each is the first recorded tick at or after
 * its expiry; orders without one yet wait. Money moves per order as before, each journal keyed
 * by the order: the stake leaves the hold for the house (the owner's shard); a win is paid
 * stake × (1 + payout) by the house; a tie releases the hold. A second run finds the orders
 * settled (or locked by the first) and changes nothing.
 */
async function settleBatch(
  deps: Deps,
  ids: number[],
): Promise<{ settled: number[]; waiting: number; skipped: number }> {
  const done = await deps.db.tx(async (tx) => {
    const orders = await repo.lockOpenOrders(tx, ids);
    const ticks = await closeTicks(tx, orders);
    const moves: HoldMove[] = [];
    const payouts: Array<{ meta: JournalMeta; postings: Posting[] }> = [];
    const settled: Array<{ id: number } & repo.Settlement> = [];
    const events: Parameters<typeof notifyMany>[1] = [];
    const coupons: repo.OrderRow[] = [];
    const accounts = new Map<string, number>();
    const account = async (key: string, find: () => Promise<number>) => {
      const known = accounts.get(key);
      if (known !== undefined) return known;
      const id = await find();
      accounts.set(key, id);
      return id;
    };
    for (const o of orders) {
      const close = ticks.get(o.id);
      if (!close) continue;
      const result = decide(o.direction, o.open_price, close.price);
      // A coupon's part of the stake never comes back to the user: a win pays its profit only.
      const payout = sub(
        payoutOf(result, o.stake, o.payout_rate, o.currency_precision),
        result === 'loss' ? '0' : o.coupon_amount,
      );
      const meta = { refType: 'option_order', refId: o.id, actor: 'system:options.settle' };
      if (result === 'tie') {
        moves.push({
          meta: { ...meta, key: `option:${o.id}:refund`, reason: 'option_refund' },
          holdId: o.hold_id,
        });
        if (isPositive(o.coupon_amount)) coupons.push(o);
      } else {
        const house = await account(`house:${o.currency_id}:${o.user_id}`, () =>
          systemAccountFor(tx, 'house', o.currency_id, o.user_id),
        );
        moves.push({
          meta: { ...meta, key: `option:${o.id}:settle`, reason: 'option_settle' },
          holdId: o.hold_id,
          legs: [{ accountId: house, amount: sub(o.stake, o.coupon_amount) }],
        });
        if (result === 'win' && isPositive(payout)) {
          const to = await account(`micro:${o.currency_id}:${o.user_id}`, () =>
            userAccount(tx, o.user_id, o.currency_id, ACCOUNT_TYPES.micro),
          );
          payouts.push({
            meta: { ...meta, key: `option:${o.id}:payout`, reason: 'option_payout' },
            postings: [
              { accountId: house, bucket: 'available', amount: neg(payout) },
              { accountId: to, bucket: 'available', amount: payout },
            ],
          });
        }
      }
      events.push({
        userId: o.user_id,
        kind: result === 'win' ? 'option_won' : result === 'loss' ? 'option_lost' : 'option_tie',
        params: {
          order_id: o.id,
          symbol: o.symbol,
          stake: o.stake,
          payout,
          currency: o.currency_code,
        },
        eventKey: `option:${o.id}:settled`,
      });
      settled.push({ id: o.id, closePrice: close.price, closeTickMs: close.ts, result, payout });
    }
    await moveHolds(tx, moves);
    await postJournals(tx, payouts);
    for (const o of coupons)
      await deps.coupons.refundStakeCoupon(tx, {
        id: o.id,
        userId: o.user_id,
        currencyId: o.currency_id,
        amount: o.coupon_amount,
      });
    await notifyMany(tx, events);
    await repo.markSettledMany(tx, settled);
    return { settled: settled.map((x) => x.id), locked: orders.length };
  });
  // After commit: the settled orders and a balance nudge to the owners' sockets.
  for (const row of await repo.ordersByIds(deps.db, done.settled)) {
    deps.realtime.toUser(row.user_id, SOCKET_EVENTS.closedMicroorder, toWire(row, deps.clock()));
    deps.realtime.toUser(row.user_id, SOCKET_EVENTS.balance, { currency_id: row.currency_id });
  }
  return {
    settled: done.settled,
    waiting: done.locked - done.settled.length,
    skipped: ids.length - done.locked,
  };
}

/** Settles one order (see `settleBatch`). */
export async function settleOrder(deps: Deps, id: number): Promise<SettleOutcome> {
  const r = await settleBatch(deps, [id]);
  return r.settled.length ? 'settled' : r.waiting ? 'waiting' : 'skipped';
}

/** Settles every due order it can; returns how many settled and how many still wait for a tick. */
export async function settleDue(
  deps: Deps,
  nowMs = deps.clock(),
): Promise<{ settled: number; waiting: number }> {
  let settled = 0;
  let waiting = 0;
  // A cursor, so orders still waiting for their tick are tried once per run, not again and again.
  let after = { expiresAtMs: -1, id: 0 };
  for (let batch = 0; batch < SETTLE_BATCHES_MAX; batch++) {
    const due = await repo.dueOrders(deps.db, nowMs, after, SETTLE_BATCH);
    if (!due.length) break;
    after = { expiresAtMs: due[due.length - 1]!.expires_at_ms, id: due[due.length - 1]!.id };
    const ids = due.map((o) => o.id);
    const r = await settleBatch(deps, ids).catch(async (err: unknown) => {
      // One order's failure must not hold the others back: the batch is tried order by order.
      deps.log.warn(
        { err, orders: ids.length },
        'seconds option batch failed; settling one by one',
      );
      const one = { settled: [] as number[], waiting: 0, skipped: 0 };
      for (const id of ids) {
        const outcome = await settleOrder(deps, id).catch((e: unknown) => {
          deps.log.error({ err: e, order: id }, 'seconds option settlement failed');
          return 'waiting' as const;
        });
        if (outcome === 'settled') one.settled.push(id);
        if (outcome === 'waiting') one.waiting++;
      }
      return one;
    });
    settled += r.settled.length;
    waiting += r.waiting;
    if (due.length < SETTLE_BATCH) break;
  }
  return { settled, waiting };
}
