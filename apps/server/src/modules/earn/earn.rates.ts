/** What an order earns: the tier rate, one day's income of each kind, early redemption's return. */
import { must } from '../../platform/assert';
import { cmp, divDown, mul, roundDown, sub, type Amount } from '../../platform/money';

/** The daily rate an amount earns: the highest tier it reaches (the lowest tier below all). */
export function tierRate(
  tiers: ReadonlyArray<{ min_amount: string; daily_rate: string }>,
  amount: Amount,
): string {
  const sorted = [...tiers].sort((a, b) => cmp(a.min_amount, b.min_amount));
  let rate = must(sorted[0], 'a lock product without tiers').daily_rate;
  for (const t of sorted) if (cmp(amount, t.min_amount) >= 0) rate = t.daily_rate;
  return rate;
}

/** One day's income of a lock order: principal × daily rate, down to the currency's precision. */
export const lockDailyIncome = (amount: Amount, rate: string, precision: number) =>
  roundDown(mul(amount, rate), precision);

/** One day's interest of a flexible holding on the balance held through the whole day. */
export const flexibleDailyInterest = (held: Amount, annualRate: string, precision: number) =>
  roundDown(divDown(mul(held, annualRate), '365'), precision);

/** What early redemption returns: principal × (1 − fee rate), down to the currency's precision. */
export const earlyRedeemAmount = (amount: Amount, feeRate: string, precision: number) =>
  roundDown(mul(amount, sub('1', feeRate)), precision);
