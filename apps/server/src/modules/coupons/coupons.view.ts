import type { Coupon, Lang } from '@tidemark/contracts';
import type { CouponRow, CouponState } from './coupons.repo';

/**
 * Coupons as the app shows them, shaped from rows read beforehand: no query here (a page of a
 * user's coupons is one query in coupons.repo.ts). Names and terms in the reader's language,
 * English when the campaign has none in it.
 */

const inLang = (t: Record<string, string>, lang: Lang) => t[lang] || t.en || '';
const seconds = (v: number | null) => (v === null ? null : Number(v));

export function couponView(r: CouponRow, state: CouponState, lang: Lang): Coupon {
  return {
    id: r.id,
    campaign_id: r.campaign_id,
    kind: r.kind,
    name: inLang(r.name, lang),
    terms: inLang(r.terms, lang),
    currency_id: r.currency_id,
    currency: r.currency,
    amount: r.amount,
    min_order: r.min_order,
    state,
    expires_at: Number(r.expires_s),
    used_at: seconds(r.used_s),
    used_amount: r.used_amount,
  };
}
