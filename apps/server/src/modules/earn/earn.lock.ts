/** Lock mining: the preview of a purchase, buying, and ending an order (early or matured). */
import { EARN_ORDER_STATUS } from '@tidemark/contracts';
import { postJournal, systemAccount, transfer, userAccount } from '../../ledger';
import { lockFor } from '../../platform/db';
import { fail } from '../../platform/errors';
import { cmp, isPositive, mul, neg, normal, sub } from '../../platform/money';
import { notify as inbox } from '../../platform/inbox';
import * as repo from './earn.repo';
import { dayStartSeconds } from './earn.view';
import { SPOT, addDays, type EarnContext } from './earn.shared';
import { tierRate, lockDailyIncome, earlyRedeemAmount } from './earn.rates';
import type { Earn } from './earn.service';

export function lockOf(ctx: EarnContext): Pick<Earn, 'preview' | 'buyLock' | 'cancel'> {
  return {
    async preview(_userId, productId, amount) {
      const p = await ctx.saleable(ctx.db, productId, 'lock');
      const rate = tierRate(p.tiers, amount);
      const daily = lockDailyIncome(amount, rate, p.currency_precision);
      const day = ctx.today();
      return {
        config_id: p.id,
        amount: normal(amount),
        day_rate: rate,
        daily_income: daily,
        expected_income: mul(daily, String(p.term_days)),
        start_at: dayStartSeconds(addDays(day, 1)),
        end_at: dayStartSeconds(addDays(day, 1 + p.term_days)),
        early_redeem_fee_rate: p.early_fee_rate,
      };
    },

    buyLock(userId, input) {
      const amount = normal(input.amount);
      return ctx.purchase(userId, ctx.scopedKey('lock', input.idempotency_key), async (tx) => {
        const p = await ctx.saleable(tx, input.config_id, 'lock');
        await ctx.checkAmount(tx, userId, p, amount);
        // The rate is what the user agreed to: an operator change since the preview is shown
        // again rather than applied silently.
        const rate = tierRate(p.tiers, amount);
        if (cmp(rate, input.day_rate) !== 0) fail('earn_rate_changed');
        return ctx.buyTerm(
          tx,
          userId,
          p,
          {
            kind: 'lock',
            payout_currency_id: p.currency_id,
            amount,
            units: null,
            daily_rate: rate,
            early_fee_rate: p.early_fee_rate,
            idempotency_key: ctx.scopedKey('lock', input.idempotency_key),
          },
          { to: 'earn', reason: 'earn_subscribe' },
        );
      });
    },

    async cancel(userId, id) {
      const currency = await ctx.db.tx(async (tx) => {
        await lockFor(tx, 'earn-user', userId);
        const o = await repo.order(tx, id, { lock: true });
        if (!o || o.user_id !== userId) return fail('earn_order_not_found');
        if (o.kind === 'cloud') fail('earn_cannot_redeem');
        if (o.status !== EARN_ORDER_STATUS.active) fail('earn_order_not_active');
        const now = ctx.clock.now();
        const day = ctx.today();
        const earn = await systemAccount(tx, 'earn', o.currency_id);
        const spot = await userAccount(tx, userId, o.currency_id, SPOT);
        if (o.kind === 'flexible') {
          // Redeeming the whole holding.
          await repo.setAmount(tx, o.id, '0');
          const move = await repo.insertMove(tx, {
            orderId: o.id,
            userId,
            at: now,
            delta: neg(o.amount),
            balanceAfter: '0',
            key: null,
          });
          await repo.returnQuota(tx, o.product_id, o.amount);
          await repo.finishOrder(tx, o.id, {
            withdraw: o.amount,
            isCancel: false,
            payUntil: day,
            at: now,
          });
          if (isPositive(o.amount))
            await transfer(
              tx,
              ctx.meta(`earn:move:${move}`, 'earn_redeem', o.id, `user:${userId}`),
              { from: earn, to: spot, amount: o.amount },
            );
          return o.currency_id;
        }
        // Matured but not yet settled by the job: the whole principal; the job pays the days left.
        const matured = o.pay_until !== null && day >= o.pay_until;
        const back = matured
          ? o.amount
          : earlyRedeemAmount(o.amount, o.early_fee_rate, o.currency_precision);
        const fee = sub(o.amount, back);
        await repo.finishOrder(tx, o.id, {
          withdraw: back,
          isCancel: !matured,
          // Days completed before today are still owed; today and after are not.
          payUntil: matured ? null : day,
          at: now,
        });
        const postings = [
          { accountId: earn, bucket: 'available' as const, amount: neg(o.amount) },
          { accountId: spot, bucket: 'available' as const, amount: back },
        ];
        if (isPositive(fee))
          postings.push({
            accountId: await systemAccount(tx, 'fees', o.currency_id),
            bucket: 'available',
            amount: fee,
          });
        await postJournal(
          tx,
          ctx.meta(
            `earn:end:${o.id}`,
            matured ? 'earn_redeem' : 'earn_early_redeem',
            o.id,
            `user:${userId}`,
          ),
          postings,
        );
        await inbox(
          tx,
          userId,
          matured ? 'earn_lock_matured' : 'earn_lock_redeemed',
          { order_id: o.id, amount: back, fee, currency: o.currency_code },
          `earn:end:${o.id}`,
        );
        return o.currency_id;
      });
      await ctx.notify(userId, [currency]);
      return ctx.viewOf(id);
    },
  };
}
