/** Cloud mining: buying units of a contract, and the operator's daily yield per unit. */
import { must } from '../../platform/assert';
import { recordAudit } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { cmp, mul, normal } from '../../platform/money';
import * as repo from './earn.repo';
import { AMOUNT_MAX, type EarnContext } from './earn.shared';
import type { Earn } from './earn.service';

export function cloudOf(ctx: EarnContext): Pick<Earn, 'buyCloud' | 'setCloudYield'> {
  const { db, today, saleable, checkAmount, scopedKey, purchase, buyTerm } = ctx;
  return {
    buyCloud(userId, input) {
      return purchase(userId, scopedKey('cloud', input.idempotency_key), async (tx) => {
        const p = await saleable(tx, input.product_id, 'cloud');
        const amount = normal(
          mul(must(p.unit_price, 'cloud product without a price'), String(input.units)),
        );
        await checkAmount(tx, userId, p, amount);
        // A purchase, not a deposit: the price goes to the account that funds the payouts.
        return buyTerm(
          tx,
          userId,
          p,
          {
            kind: 'cloud',
            payout_currency_id: p.payout_currency_id,
            amount,
            units: input.units,
            daily_rate: null,
            early_fee_rate: '0',
            idempotency_key: scopedKey('cloud', input.idempotency_key),
          },
          { to: 'earn_payouts', reason: 'earn_cloud_buy' },
        );
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
