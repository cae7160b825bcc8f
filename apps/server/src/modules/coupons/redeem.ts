import { systemAccount, systemAccountFor, transfer } from '../../ledger';
import type { Queryable } from '../../platform/db';
import { fail } from '../../platform/errors';
import { cmp, min } from '../../platform/money';
import * as repo from './coupons.repo';

interface Use {
  userId: number;
  couponId: number;
  currencyId: number;
  nowMs: number;
  refType: string;
  refId: number;
}

/**
 * Locks the coupon and checks that this user may use it on this order; every refusal names its
 * reason. Another user's coupon answers exactly like a missing one.
 */
async function usable(
  tx: Queryable,
  use: Use,
  kind: 'lever_fee' | 'option_stake',
  orderAmount: string,
) {
  const c = await repo.lockCoupon(tx, use.couponId);
  if (!c || c.user_id !== use.userId) return fail('coupon_not_found');
  if (c.used) fail('coupon_used');
  if (!c.claimed) fail('coupon_not_claimed');
  if (c.expires_at.getTime() <= use.nowMs) fail('coupon_expired');
  if (c.kind !== kind || c.currency_id !== use.currencyId) fail('coupon_not_applicable');
  if (cmp(orderAmount, c.min_order) < 0) fail('coupon_min_order');
  return c;
}

async function markUsed(tx: Queryable, use: Use, amount: string): Promise<void> {
  const marked = await repo.markUsed(tx, use.couponId, {
    now: new Date(use.nowMs),
    refType: use.refType,
    refId: use.refId,
    amount,
  });
  // The row is locked above; a second use can only get here by a broken lock.
  if (!marked) fail('coupon_used');
}

/**
 * A contract handling-fee voucher, inside the order's transaction: pays up to its amount of the
 * fee from the rewards account to the fees account, and returns what it paid (the user's hold
 * is that much smaller). The minimum order is measured on the margin.
 */
export async function useFeeCoupon(
  tx: Queryable,
  use: Use & { fee: string; margin: string },
): Promise<string> {
  const c = await usable(tx, use, 'lever_fee', use.margin);
  const paid = min(c.amount, use.fee);
  await markUsed(tx, use, paid);
  if (cmp(paid, '0') > 0) {
    await transfer(
      tx,
      {
        key: `coupon:${c.id}:fee`,
        reason: 'coupon_fee',
        refType: use.refType,
        refId: use.refId,
        actor: `user:${use.userId}`,
      },
      {
        from: await systemAccount(tx, 'rewards', use.currencyId),
        to: await systemAccountFor(tx, 'fees', use.currencyId, use.userId),
        amount: paid,
      },
    );
  }
  return paid;
}

/**
 * A seconds-options stake voucher, inside the order's transaction: its amount of the stake goes
 * from the rewards account to the house; the user stakes the rest. Returns the voucher's part.
 */
export async function useStakeCoupon(tx: Queryable, use: Use & { stake: string }): Promise<string> {
  const c = await usable(tx, use, 'option_stake', use.stake);
  await markUsed(tx, use, c.amount);
  await transfer(
    tx,
    {
      key: `coupon:${c.id}:stake`,
      reason: 'coupon_stake',
      refType: use.refType,
      refId: use.refId,
      actor: `user:${use.userId}`,
    },
    {
      from: await systemAccount(tx, 'rewards', use.currencyId),
      to: await systemAccountFor(tx, 'house', use.currencyId, use.userId),
      amount: c.amount,
    },
  );
  return c.amount;
}

/** A tied order returns the voucher's part to rewards (the voucher itself stays used). */
export async function refundStakeCoupon(
  tx: Queryable,
  order: { id: number; userId: number; currencyId: number; amount: string },
): Promise<void> {
  await transfer(
    tx,
    {
      key: `option:${order.id}:coupon-refund`,
      reason: 'coupon_refund',
      refType: 'option_order',
      refId: order.id,
      actor: 'system:options.settle',
    },
    {
      from: await systemAccountFor(tx, 'house', order.currencyId, order.userId),
      to: await systemAccount(tx, 'rewards', order.currencyId),
      amount: order.amount,
    },
  );
}
