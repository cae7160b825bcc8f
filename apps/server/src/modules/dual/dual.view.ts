import type { DualOrder, DualProduct } from '@tidemark/contracts';
import { must } from '../../platform/assert';
import type { OrderRow, ProductRow } from './dual.repo';
import { dualOutcome } from './outcome';

/**
 * Dual products and orders as the app shows them, shaped from rows and prices read
 * beforehand: no query here. A page of products reads its coin's spot price once, not once per
 * product (`index` in dual.service.ts).
 */

const USDT = 3;
const DAY = 86_400;

/**
 * Sales close a day before settlement: the yield counts at least one day, so a purchase minutes
 * before the settling tick, whose side of the strike is then all but known, would be a day's
 * yield without the risk that earns it.
 */
export const SALE_CLOSES_BEFORE_S = 86_400;

export const investCurrency = (p: { type: 'call' | 'put'; currency_id: number }) =>
  p.type === 'call' ? p.currency_id : USDT;

/** Whether a product can be bought at `now` (Unix seconds). */
export const onSale = (p: { active: boolean; start_at: number; end_at: number }, now: number) =>
  p.active && now >= p.start_at && now < p.end_at - SALE_CLOSES_BEFORE_S;

/** Days of yield: whole UTC days from the day of purchase to the settlement day (at least 1). */
export const yieldDays = (now: number, endAt: number) =>
  Math.max(1, Math.floor(endAt / DAY) - Math.floor(now / DAY));

/** A product at `now` (Unix seconds), with its coin's latest recorded USDT price (null if none). */
export function productView(p: ProductRow, at: { now: number; spot: string | null }): DualProduct {
  const { now } = at;
  return {
    id: p.id,
    name: p.name,
    currency_id: p.currency_id,
    currency_name: p.currency_code,
    type: p.type,
    exercise_price: p.exercise_price,
    rate: p.rate,
    share_amount: p.share_amount,
    invest_currency_id: investCurrency(p),
    invest_currency_name: p.type === 'call' ? p.currency_code : 'USDT',
    start_time: p.start_at,
    end_time: p.end_at,
    day: yieldDays(now, p.end_at),
    total_number: p.total_number,
    purchased_number: p.purchased_number,
    remaining_number: p.total_number - p.purchased_number,
    user_limit: p.user_limit,
    spot_price: at.spot,
    price_decimals: p.price_decimals,
    on_sale: onSale(p, now),
    now,
  };
}

export function orderView(o: OrderRow): DualOrder {
  const formula =
    o.status === 'settled'
      ? dualOutcome(
          {
            type: o.type,
            total: o.total,
            strike: o.exercise_price,
            rate: o.order_rate,
            day: o.day,
          },
          must(o.settle_price, 'settle price'),
          { coin: 18, usdt: 18 },
        ).formula + ` = ${o.payout} ${o.payout_currency_code}`
      : null;
  return {
    id: o.id,
    dual_id: o.product_id,
    name: o.name,
    type: o.type,
    currency_id: o.currency_id,
    currency_name: o.currency_code,
    number: o.number,
    invest_currency_name: o.invest_currency_code,
    total: o.total,
    order_rate: o.order_rate,
    exercise_price: o.exercise_price,
    day: o.day,
    end_time: o.end_at,
    price: o.price,
    status: o.status,
    settle_price: o.settle_price,
    settle_tick_ms: o.settle_tick_ms,
    price_decimals: o.price_decimals,
    payout_currency_name: o.payout_currency_code,
    payout: o.payout,
    formula,
    created: o.created_s,
  };
}
