/** Cloud mining: buying units of a contract, and the operator's daily yield per unit. */
import { must } from '../../platform/assert';
import { recordAudit } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { cmp, mul, normal } from '../../platform/money';
import * as repo from './earn.repo';
import { AMOUNT_MAX, addDays, type EarnContext } from './earn.shared';
import type { Earn } from './earn.service';

export function cloudOf(ctx: EarnContext): Pick<Earn, 'buyCloud' | 'setCloudYield'> {
  const { db, clock, today, saleable, checkAmount, scopedKey, meta, purchase, debitSpot } = ctx;
  return {
    buyCloud(userId, input) {
      return purchase(userId, scopedKey('cloud', input.idempotency_key), async (tx) => {
        const p = await saleable(tx, input.product_id, 'cloud');
        const amount = normal(
          mul(must(p.unit_price, 'cloud product without a price'), String(input.units)),
        );
        await checkAmount(tx, userId, p, amount);
        if (!(await repo.takeQuota(tx, p.id, amount))) fail('earn_quota_exceeded');
        const day = today();
        const orderId = await repo.insertOrder(tx, {
          user_id: userId,
          product_id: p.id,
          kind: 'cloud',
          currency_id: p.currency_id,
          payout_currency_id: p.payout_currency_id,
          amount,
          units: input.units,
          daily_rate: null,
          annual_rate: null,
          early_fee_rate: '0',
          term_days: p.term_days,
          bought_day: day,
          next_day: addDays(day, 1),
          pay_until: addDays(day, 1 + p.term_days),
          idempotency_key: scopedKey('cloud', input.idempotency_key),
          created_at: clock.now(),
        });
        // A purchase, not a deposit: the price goes to the account that funds the payouts.
        await debitSpot(
          tx,
          userId,
          p.currency_id,
          'earn_payouts',
          amount,
          meta(`earn:buy:${orderId}`, 'earn_cloud_buy', orderId, `user:${userId}`),
        );
        return { orderId, currency: p.currency_id };
      });
    },

    async setCloudYield(actor, productId, yieldPerUnit) {
      const day = today();
      const value = normal(yieldPerUnit);
      if (cmp(value, AMOUNT_MAX) >= 0) fail('earn_product_invalid');
      await db.tx(async (tx) => {
        const p = await repo.product(tx, productId, day);
        if (!p || p.kind !== 'cloud') return fail('earn_product_not_found');
        const before = await repo.setCloudYield(
          tx,
          productId,
          day,
          value,
          'operatorId' in actor ? `operator:${actor.operatorId}` : `system:${actor.system}`,
        );
        await recordAudit(tx, actor, {
          action: 'earn.cloud_yield',
          targetType: 'earn_product',
          targetId: productId,
          detail: { day, before: before ?? p.cloud_yield, after: value },
        });
      });
      return { product_id: productId, day, btc_per_unit: value };
    },
  };
}
