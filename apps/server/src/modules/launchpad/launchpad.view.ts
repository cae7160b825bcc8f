import type { Lang, Project, ProjectOrder } from '@tidemark/contracts';
import { PROJECT_TIME_STATUS, type ProjectPhase } from '@tidemark/contracts';
import { divDown, isZero, mul } from '../../platform/money';
import { allocationFormula } from './allocation';
import type { OrderRow, PriceRow, ProjectRow } from './launchpad.repo';

/** A text in the reader's language, else English, else any. */
export const textIn = (texts: Record<string, string>, lang: Lang): string =>
  texts[lang] ?? texts.en ?? Object.values(texts)[0] ?? '';

export const timeStatusAt = (p: Pick<ProjectRow, 'start_at' | 'end_at'>, now: number) =>
  now < p.start_at
    ? PROJECT_TIME_STATUS.warmup
    : now < p.end_at
      ? PROJECT_TIME_STATUS.subscribing
      : PROJECT_TIME_STATUS.ended;

export function projectView(p: ProjectRow, prices: PriceRow[], lang: Lang, now: number): Project {
  return {
    id: p.id,
    title: p.title,
    summary: textIn(p.summary, lang),
    logo: p.logo,
    currency_id: p.currency_id,
    currency_name: p.currency_code,
    precision: p.precision,
    amount: p.amount,
    total_apply: p.total_requested,
    percentage: isZero(p.total_requested)
      ? '0'
      : divDown(mul(p.total_requested, '100'), p.amount, 2),
    min: p.min_amount,
    max: p.max_amount,
    prices: prices
      .filter((x) => x.project_id === p.id)
      .map((x) => ({
        currency_id: x.currency_id,
        currency_name: x.currency_code,
        price: x.price,
        precision: x.precision,
      })),
    warmup_at: p.warmup_at,
    start_at: p.start_at,
    end_at: p.end_at,
    sell_begin: p.listing_at,
    lock_days: p.lock_days,
    time_status: timeStatusAt(p, now),
    phase: p.phase as ProjectPhase,
    day: Math.max(1, Math.floor((p.end_at - p.start_at) / 86_400)),
    now,
  };
}

export function orderView(o: OrderRow, p: ProjectRow): ProjectOrder {
  const formula =
    o.allocated === null
      ? null
      : allocationFormula(o.requested, o.allocated, p.amount, p.total_requested, p.precision);
  return {
    id: o.id,
    order_no: String(1000 + o.id),
    project_id: o.project_id,
    name: p.currency_code,
    currency_id: p.currency_id,
    pay_currency_id: o.pay_currency_id,
    pay_currency_name: o.pay_currency_code,
    price: o.price,
    coin_amount: o.requested,
    total_price: o.cost,
    status: o.status as ProjectOrder['status'],
    give_amount: o.allocated,
    paid: o.paid,
    refunded: o.refunded,
    formula,
    sell_begin: p.listing_at,
    unlock_at: o.unlock_at,
    created_at: o.created_s,
  };
}

/** Whether an amount has no more decimals than a precision allows. */
export const fitsPrecision = (amount: string, places: number): boolean => {
  const [, frac = ''] = amount.split('.');
  return frac.replace(/0+$/, '').length <= places;
};
