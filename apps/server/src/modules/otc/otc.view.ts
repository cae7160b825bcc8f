import type { OtcAd, OtcOrder } from '@tidemark/contracts';
import { dec, mul, roundDown } from '../../platform/money';
import type { AdRow, EvidenceRow, OrderRow } from './otc.repo';

/**
 * Ads and orders as the app shows them, shaped from data read beforehand: no query here, so a
 * page is read in a few statements whatever its length (see `adViews` and `orderViews` in
 * otc.service.ts).
 */

/**
 * Decimals of every fiat figure (prices, limits, totals): the cents of the fiats offered (USD,
 * CNY, EUR). Sent with each ad and order as `fiat_places` so the app shows them by this one rule.
 */
export const FIAT_PLACES = 2;

/** A merchant's ended orders in the stats window (`merchantStatsOf`). */
export interface MerchantStatsRow {
  done: number;
  ended: number;
  release_seconds: string | null;
}
export const NO_ENDED_ORDERS: MerchantStatsRow = { done: 0, ended: 0, release_seconds: null };

/**
 * A merchant's last 30 days, as a buyer compares merchants: orders completed, the percentage
 * of its ended orders that completed (rounded down to 0.01, so it never reads better than it
 * is) and the mean time it took to release a sale once paid.
 */
export function merchantStatsView(s: MerchantStatsRow): OtcAd['merchant_stats'] {
  return {
    orders_30d: s.done,
    completion_rate:
      s.ended > 0 ? roundDown(dec(s.done).times(100).div(s.ended).toFixed(), 2) : null,
    avg_release_seconds: s.release_seconds === null ? null : Number(s.release_seconds),
  };
}

/**
 * The fiat price of one coin of an ad now: fixed, or the reference price (the coin's USDT price
 * at the fiat's rate) with the margin; null when either is missing.
 */
export function adPriceOf(
  a: Pick<AdRow, 'price_type' | 'price' | 'fiat'>,
  rates: Record<string, string | undefined>,
  usdt: string | null,
): string | null {
  if (a.price_type === 'fixed') return a.price;
  const rate = rates[a.fiat];
  if (!rate || !usdt) return null;
  const factor = dec(100).plus(a.price).div(100).toFixed();
  return roundDown(mul(mul(usdt, rate), factor), FIAT_PLACES);
}

export function adView(a: AdRow, d: { stats: MerchantStatsRow; price: string | null }): OtcAd {
  return {
    id: a.id,
    merchant_id: a.merchant_id,
    merchant_name: a.merchant_name,
    merchant_stats: merchantStatsView(d.stats),
    side: a.side,
    currency_id: a.currency_id,
    currency_name: a.currency_code,
    fiat: a.fiat,
    fiat_places: FIAT_PLACES,
    price_type: a.price_type,
    margin: a.price_type === 'float' ? a.price : null,
    price: d.price ?? '0',
    total: a.total,
    remaining: a.remaining,
    min_fiat: a.min_fiat,
    max_fiat: a.max_fiat,
    pay_methods: a.pay_methods,
    terms: a.terms,
    active: a.active,
  };
}

/** The viewer's side of an order. */
export const roleOf = (o: Pick<OrderRow, 'buyer_id'>, viewer: number) =>
  o.buyer_id === viewer ? ('buyer' as const) : ('seller' as const);

/** Whether the buyer still needs the seller's bank details to pay (the order is not over). */
export const showsPayDetails = (o: Pick<OrderRow, 'buyer_id' | 'status'>, viewer: number) =>
  roleOf(o, viewer) === 'buyer' &&
  (o.status === 'unpaid' || o.status === 'paid' || o.status === 'appeal');

type Card = OtcOrder['pay_details'][number];

/** What an order trades: the coin, the fiat (at its places), the price and both amounts. */
export const tradeOf = (
  o: Pick<OrderRow, 'currency_code' | 'fiat' | 'price' | 'amount' | 'fiat_total'>,
) => ({
  currency_name: o.currency_code,
  fiat: o.fiat,
  fiat_places: FIAT_PLACES,
  price: o.price,
  amount: o.amount,
  fiat_total: o.fiat_total,
});
/**
 * An order as `viewer` (a party) sees it: the seller's cards of the order's methods while the
 * buyer still pays, and the appeal evidence, each marked as the viewer's or the other side's.
 */
export function orderView(
  o: OrderRow,
  viewer: number,
  d: { sellerCards: Card[]; evidence: EvidenceRow[]; now: number },
): OtcOrder {
  return {
    id: o.id,
    ad_id: o.ad_id,
    role: roleOf(o, viewer),
    counterparty: viewer === o.merchant_id ? o.taker_name : o.merchant_name,
    currency_id: o.currency_id,
    ...tradeOf(o),
    fee: o.fee,
    status: o.status,
    cancel_reason: o.cancel_reason,
    pay_deadline: o.pay_deadline,
    paid_at: o.paid_at,
    finished_at: o.finished_at,
    appeal_reason: o.appeal_reason,
    appeal_evidence: o.appeal_evidence,
    pay_details: showsPayDetails(o, viewer)
      ? d.sellerCards.filter((c) => o.pay_methods.includes(c.kind))
      : [],
    evidence: d.evidence.map((e) => ({
      id: e.id,
      mine: e.user_id === viewer,
      file: e.file,
      note: e.note,
      created: e.created_at,
    })),
    created: o.created_at,
    now: d.now,
  };
}
