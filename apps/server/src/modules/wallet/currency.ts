import type { Queryable } from '../../platform/db';
import { fail } from '../../platform/errors';
import { cmp, roundDown, type Amount } from '../../platform/money';
import { currency, type CurrencyRow } from '../market';

/** A known currency, or the translated error. */
export async function requireCurrency(q: Queryable, id: number): Promise<CurrencyRow> {
  return (await currency(q, id)) ?? fail('currency_unknown');
}

/** Amounts may carry at most the currency's precision. */
export function checkPrecision(c: CurrencyRow, amount: Amount): void {
  if (cmp(roundDown(amount, c.precision), amount) !== 0) fail('amount_too_precise');
}
