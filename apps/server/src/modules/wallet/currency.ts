import type { Queryable } from '../../platform/db';
import { fail } from '../../platform/errors';
import { cmp, roundDown, type Amount } from '../../platform/money';
import * as repo from './wallet.repo';

/** A known currency, or the translated error. */
export async function requireCurrency(q: Queryable, id: number): Promise<repo.CurrencyRow> {
  return (await repo.currency(q, id)) ?? fail('currency_unknown');
}

/** Amounts may carry at most the currency's precision. */
export function checkPrecision(c: repo.CurrencyRow, amount: Amount): void {
  if (cmp(roundDown(amount, c.precision), amount) !== 0) fail('amount_too_precise');
}
