/** An operator's change of a product's terms, checked whole and audited. */
import { must } from '../../platform/assert';
import { recordAudit } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { cmp, isNegative, normal, sub } from '../../platform/money';
import * as repo from './earn.repo';
import { productView } from './earn.view';
import { AMOUNT_MAX, RATE_PLACES, places, type EarnContext } from './earn.shared';
import type { Earn } from './earn.service';

export function productsOf(ctx: EarnContext): Pick<Earn, 'updateProduct'> {
  const { db, clock, today, onSale } = ctx;
  return {
    async updateProduct(actor, input) {
      const day = today();
      await db.tx(async (tx) => {
        await repo.lockProduct(tx, input.id);
        const p = await repo.product(tx, input.id, day);
        if (!p) return fail('earn_product_not_found');
        const sold = sub(p.quota_total, p.quota_left);
        const quotaTotal =
          input.quota_total === undefined ? p.quota_total : normal(input.quota_total);
        const next: repo.ProductTerms = {
          status: input.status ?? p.status,
          min_amount: input.min_amount === undefined ? p.min_amount : normal(input.min_amount),
          max_amount: input.max_amount === undefined ? p.max_amount : normal(input.max_amount),
          quota_total: quotaTotal,
          // What is sold stays sold: the quota left moves with the total.
          quota_left: sub(quotaTotal, sold),
          user_cap: input.user_cap === undefined ? p.user_cap : normal(input.user_cap),
          annual_rate: input.annual_rate === undefined ? p.annual_rate : normal(input.annual_rate),
          early_fee_rate:
            input.early_redeem_fee_rate === undefined
              ? p.early_fee_rate
              : normal(input.early_redeem_fee_rate),
        };
        const tiers = input.tiers?.split(',').map((pair) => {
          const [min_amount = '', daily_rate = ''] = pair.split(':');
          return { min_amount: normal(min_amount), daily_rate: normal(daily_rate) };
        });
        // The columns hold 18 integer digits; annual rates fit numeric(12, 8).
        const fits = [next.min_amount, next.max_amount, next.quota_total, next.user_cap].every(
          (v) => cmp(v, AMOUNT_MAX) < 0,
        );
        const consistent =
          fits &&
          (next.annual_rate === null ||
            (cmp(next.annual_rate, '100') < 0 && places(next.annual_rate) <= RATE_PLACES)) &&
          places(next.early_fee_rate) <= RATE_PLACES &&
          cmp(next.min_amount, next.max_amount) <= 0 &&
          !isNegative(next.quota_left) &&
          cmp(next.early_fee_rate, '1') < 0 &&
          (input.annual_rate === undefined || p.kind === 'flexible') &&
          (tiers === undefined ||
            (p.kind === 'lock' && new Set(tiers.map((t) => t.min_amount)).size === tiers.length));
        if (!consistent) fail('earn_product_invalid');
        await repo.updateProduct(tx, p.id, next);
        if (tiers) await repo.replaceTiers(tx, p.id, tiers);
        await recordAudit(tx, actor, {
          action: 'earn.product_update',
          targetType: 'earn_product',
          targetId: p.id,
          detail: {
            before: { ...repo.termsOf(p), tiers: p.tiers },
            after: { ...next, tiers: tiers ?? p.tiers },
          },
        });
      });
      const fresh = must(await repo.product(db, input.id, day), `earn product ${input.id}`);
      return productView(fresh, onSale(fresh, clock.nowMs()));
    },
  };
}
