import {
  EARN_ORDER_STATUS,
  type EarnIncome,
  type EarnOrder,
  type EarnProduct,
} from '@tidemark/contracts';
import { cmp, mul, roundDown, sub } from '../../platform/money';
import type { IncomeRow, OrderRow, ProductRow } from './earn.repo';

/** Unix seconds of a UTC day's midnight. */
export const dayStartSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

const addDay = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A daily rate (fraction) as the percent the seed's `interest_rate` was. */
const percent = (rate: string) => mul(rate, '100');

export function productView(p: ProductRow, onSale: boolean): EarnProduct {
  const rates = p.tiers.map((t) => t.daily_rate).sort(cmp);
  return {
    id: p.id,
    kind: p.kind,
    name: p.name,
    intro: p.intro,
    currency_id: p.currency_id,
    currency_name: p.currency_code,
    payout_currency_id: p.payout_currency_id,
    payout_currency_name: p.payout_code,
    day: p.term_days,
    save_min: p.min_amount,
    save_max: p.max_amount,
    interest_rate_min: percent(rates[0] ?? '0'),
    interest_rate_max: percent(rates.at(-1) ?? '0'),
    tiers: p.tiers.map((t) => ({ min_amount: t.min_amount, day_rate: t.daily_rate })),
    annual_rate: p.annual_rate,
    unit_price: p.unit_price,
    cloud_yield: p.cloud_yield,
    cloud_yield_day: p.cloud_yield_day,
    quota_total: p.quota_total,
    quota_left: p.quota_left,
    user_cap: p.user_cap,
    early_redeem_fee_rate: p.early_fee_rate,
    sale_start: p.sale_start_ms === null ? null : Math.floor(p.sale_start_ms / 1000),
    sale_end: p.sale_end_ms === null ? null : Math.floor(p.sale_end_ms / 1000),
    on_sale: onSale,
  };
}

export function orderView(o: OrderRow, today: string): EarnOrder {
  const active = o.status === EARN_ORDER_STATUS.active;
  const matured = o.pay_until !== null && today >= o.pay_until;
  return {
    id: Number(o.id),
    config_id: o.product_id,
    kind: o.kind,
    product_name: o.product_name,
    currency_id: o.currency_id,
    currency_name: o.currency_code,
    payout_currency_id: o.payout_currency_id,
    payout_currency_name: o.payout_code,
    amount: o.amount,
    units: o.units,
    day_rate: o.daily_rate,
    annual_rate: o.annual_rate,
    day: o.term_days,
    total_interest: o.total_interest,
    start_at: dayStartSeconds(addDay(o.bought_day, 1)),
    end_at: o.kind === 'flexible' ? null : dayStartSeconds(addDay(o.bought_day, 1 + o.term_days)),
    status: o.status,
    is_cancel: o.is_cancel,
    withdraw_amount: o.withdraw_amount,
    early_redeem_amount:
      active && o.kind === 'lock'
        ? matured
          ? o.amount
          : roundDown(mul(o.amount, sub('1', o.early_fee_rate)), o.currency_precision)
        : null,
    created_at: Math.floor(o.created_at_ms / 1000),
  };
}

export const incomeView = (r: IncomeRow): EarnIncome => ({
  id: Number(r.id),
  order_id: Number(r.order_id),
  day: r.day,
  amount: r.amount,
  currency_name: r.currency_code,
  created_at: Math.floor(r.created_at_ms / 1000),
});
