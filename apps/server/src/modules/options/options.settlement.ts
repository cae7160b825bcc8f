import { ACCOUNT_TYPES, SOCKET_EVENTS } from '@tidemark/contracts';
import { releaseHold, settleHold, systemAccountFor, transfer, userAccount } from '../../ledger';
import { must } from '../../platform/assert';
import type { Tx } from '../../platform/db';
import { isPositive, sub } from '../../platform/money';
import { refundStakeCoupon } from '../coupons';
import { notify } from '../messages';
import { decide, payoutOf } from './outcome';
import * as repo from './options.repo';
import type { Deps } from './options.service';
import { toWire } from './options.view';

/** Orders settled per batch, and batches per run: a run is bounded however many are due. */
export const SETTLE_BATCH = 200;
const SETTLE_BATCHES_MAX = 25;

export type SettleOutcome = 'settled' | 'waiting' | 'skipped';

/**
 * Moves the money of a decided order, each journal keyed by the order: the stake leaves the
 * hold for the house; a win is paid stake × (1 + payout) by the house; a tie releases the hold.
 */
async function moveMoney(
  tx: Tx,
  o: repo.OrderRow,
  result: ReturnType<typeof decide>,
  payout: string,
): Promise<void> {
  const meta = { refType: 'option_order', refId: o.id, actor: 'system:options.settle' };
  if (result === 'tie') {
    await releaseHold(
      tx,
      { ...meta, key: `option:${o.id}:refund`, reason: 'option_refund' },
      { holdId: o.hold_id },
    );
    if (isPositive(o.coupon_amount))
      await refundStakeCoupon(tx, {
        id: o.id,
        userId: o.user_id,
        currencyId: o.currency_id,
        amount: o.coupon_amount,
      });
    return;
  }
  const house = await systemAccountFor(tx, 'house', o.currency_id, o.user_id);
  await settleHold(
    tx,
    { ...meta, key: `option:${o.id}:settle`, reason: 'option_settle' },
    { holdId: o.hold_id, legs: [{ accountId: house, amount: sub(o.stake, o.coupon_amount) }] },
  );
  if (result === 'win' && isPositive(payout)) {
    const account = await userAccount(tx, o.user_id, o.currency_id, ACCOUNT_TYPES.micro);
    await transfer(
      tx,
      { ...meta, key: `option:${o.id}:payout`, reason: 'option_payout' },
      { from: house, to: account, amount: payout },
    );
  }
}

/**
 * Settles one order from the tick log alone, in one transaction: the close tick is the first
 * recorded tick at or after expiry. Until such a tick is in the log the order waits. A second
 * run finds the order settled (or locked by the first) and changes nothing.
 */
export async function settleOrder(deps: Deps, id: number): Promise<SettleOutcome> {
  const settled = await deps.db.tx(async (tx) => {
    const o = await repo.lockOpenOrder(tx, id);
    if (!o) return 'skipped' as const;
    const close = await repo.firstTickAtOrAfter(tx, o.instrument_id, o.expires_at_ms);
    if (!close) return 'waiting' as const;
    const result = decide(o.direction, o.open_price, close.price);
    // A coupon's part of the stake never comes back to the user: a win pays its profit only.
    const payout = sub(
      payoutOf(result, o.stake, o.payout_rate, o.currency_precision),
      result === 'loss' ? '0' : o.coupon_amount,
    );
    await moveMoney(tx, o, result, payout);
    await notify(
      tx,
      o.user_id,
      result === 'win' ? 'option_won' : result === 'loss' ? 'option_lost' : 'option_tie',
      { order_id: o.id, symbol: o.symbol, stake: o.stake, payout, currency: o.currency_code },
      `option:${o.id}:settled`,
    );
    await repo.markSettled(tx, o.id, {
      closePrice: close.price,
      closeTickMs: close.ts,
      result,
      payout,
    });
    return 'settled' as const;
  });
  if (settled !== 'settled') return settled;
  // After commit: the settled order and a balance nudge to the owner's sockets.
  const row = must(await repo.order(deps.db, id), `option order ${id}`);
  deps.realtime.toUser(row.user_id, SOCKET_EVENTS.closedMicroorder, toWire(row, deps.clock()));
  deps.realtime.toUser(row.user_id, SOCKET_EVENTS.balance, { currency_id: row.currency_id });
  return 'settled';
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
    for (const o of due) {
      const outcome = await settleOrder(deps, o.id).catch((err: unknown) => {
        deps.log.error({ err, order: o.id }, 'seconds option settlement failed');
        return 'waiting' as const;
      });
      if (outcome === 'settled') settled++;
      if (outcome === 'waiting') waiting++;
      after = { expiresAtMs: o.expires_at_ms, id: o.id };
    }
    if (due.length < SETTLE_BATCH) break;
  }
  return { settled, waiting };
}
