/** Flexible savings: subscribing (a top-up joins the holding at its rate) and redeeming part. */
import { EARN_ORDER_STATUS } from '@tidemark/contracts';
import { systemAccount, transfer, userAccount } from '../../ledger';
import { must } from '../../platform/assert';
import { lockFor } from '../../platform/db';
import { fail } from '../../platform/errors';
import { add, cmp, isZero, neg, normal, sub, type Amount } from '../../platform/money';
import * as repo from './earn.repo';
import { SPOT, addDays, places, type EarnContext } from './earn.shared';
import type { Earn } from './earn.service';

export function flexibleOf(ctx: EarnContext): Pick<Earn, 'subscribe' | 'redeem'> {
  return {
    subscribe(userId, input) {
      const amount = normal(input.amount);
      return ctx.purchase(userId, ctx.scopedKey('flexible', input.idempotency_key), async (tx) => {
        const p = await ctx.saleable(tx, input.product_id, 'flexible');
        await ctx.checkAmount(tx, userId, p, amount);
        if (!(await repo.takeQuota(tx, p.id, amount))) fail('earn_quota_exceeded');
        const day = ctx.today();
        const now = ctx.clock.now();
        // A subscription keeps the rate it was sold at: a top-up joins the holding at today's
        // rate; savings held at an earlier rate stay a holding of their own with that rate.
        const rate = must(p.annual_rate, 'flexible product without a rate');
        const held = await repo.flexibleHolding(tx, userId, p.id, rate);
        let orderId: number;
        let balance: Amount;
        if (held) {
          orderId = Number(held.id);
          balance = add(held.amount, amount);
          await repo.setAmount(tx, orderId, balance);
        } else {
          balance = amount;
          orderId = await repo.insertOrder(tx, {
            user_id: userId,
            product_id: p.id,
            kind: 'flexible',
            currency_id: p.currency_id,
            payout_currency_id: p.currency_id,
            amount,
            units: null,
            daily_rate: null,
            annual_rate: rate,
            early_fee_rate: '0',
            term_days: 0,
            bought_day: day,
            next_day: addDays(day, 1),
            pay_until: null,
            idempotency_key: ctx.scopedKey('flexible', input.idempotency_key),
            created_at: now,
          });
        }
        const move = await repo.insertMove(tx, {
          orderId,
          userId,
          at: now,
          delta: amount,
          balanceAfter: balance,
          key: held ? ctx.scopedKey('flexible', input.idempotency_key) : null,
        });
        await ctx.debitSpot(
          tx,
          userId,
          p.currency_id,
          'earn',
          amount,
          ctx.meta(`earn:move:${move}`, 'earn_subscribe', orderId, `user:${userId}`),
        );
        return { orderId, currency: p.currency_id };
      });
    },

    async redeem(userId, input) {
      const amount = normal(input.amount);
      const done = await ctx.db.tx(async (tx) => {
        await lockFor(tx, 'earn-user', userId);
        const key = ctx.scopedKey('redeem', input.idempotency_key);
        if (key) {
          const seen = await repo.moveByKey(tx, userId, key);
          if (seen !== null) return { id: seen, currency: 0, replay: true };
        }
        const o = await repo.order(tx, input.id, { lock: true });
        if (!o || o.user_id !== userId) return fail('earn_order_not_found');
        if (o.kind === 'cloud') fail('earn_cannot_redeem');
        // A lock order ends only through early redemption (/lh/deposit/order/cancel), whole.
        if (o.kind === 'lock') return fail('earn_order_not_found');
        if (o.status !== EARN_ORDER_STATUS.active) fail('earn_order_not_active');
        if (places(amount) > o.currency_precision) fail('earn_amount_too_precise');
        if (cmp(amount, o.amount) > 0) fail('earn_redeem_above_balance');
        const now = ctx.clock.now();
        const balance = sub(o.amount, amount);
        await repo.setAmount(tx, o.id, balance);
        const move = await repo.insertMove(tx, {
          orderId: o.id,
          userId,
          at: now,
          delta: neg(amount),
          balanceAfter: balance,
          key,
        });
        await repo.returnQuota(tx, o.product_id, amount);
        if (isZero(balance))
          await repo.finishOrder(tx, o.id, {
            withdraw: null,
            isCancel: false,
            payUntil: ctx.today(),
            at: now,
          });
        await transfer(tx, ctx.meta(`earn:move:${move}`, 'earn_redeem', o.id, `user:${userId}`), {
          from: await systemAccount(tx, 'earn', o.currency_id),
          to: await userAccount(tx, userId, o.currency_id, SPOT),
          amount,
        });
        return { id: Number(o.id), currency: o.currency_id, replay: false };
      });
      if (!done.replay) await ctx.notify(userId, [done.currency]);
      return ctx.viewOf(done.id);
    },
  };
}
