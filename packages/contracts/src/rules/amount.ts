import { fieldSchema } from './field-schema';

/** Fraction digits allowed after a non-zero integer part. */
export const AMOUNT_MAX_DECIMALS = 10;
/** Fraction digits allowed after a zero integer part ("0.00000000000000000001"). */
export const AMOUNT_SMALL_MAX_DECIMALS = 20;

/**
 * The description's amount pattern, exactly: a positive integer part without leading zero,
 * either ungrouped ("1234") or grouped by commas in threes throughout ("1,234,567"), with up
 * to 10 decimals; or 0 with up to 20 decimals. No sign, no spaces, no bare point ("1.", ".5").
 */
export const AMOUNT_PATTERN =
  /^(?:(?:[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d*)(?:\.\d{1,10})?|0(?:\.\d{1,20})?)$/;

/** Matches `AMOUNT_PATTERN`. "0" and "0.000" match (they are well-formed, not positive). */
export function isAmount(value: unknown): value is string {
  return typeof value === 'string' && AMOUNT_PATTERN.test(value);
}

/** Matches `AMOUNT_PATTERN` and is greater than zero: the rule for amount, price and quantity fields. */
export function isPositiveAmount(value: unknown): value is string {
  // The pattern admits digits only, so any non-zero digit makes the value positive.
  return isAmount(value) && /[1-9]/.test(value);
}

/**
 * The plain decimal string of an amount: separators removed, digits kept as typed
 * ("1,234.50" → "1234.50"). Null when `value` is not an amount.
 */
export function normalizeAmount(value: unknown): string | null {
  return isAmount(value) ? value.replaceAll(',', '') : null;
}

export type AmountProblem = 'amount_invalid' | 'amount_not_positive';

/** The first problem of an amount field, or null. */
export function checkPositiveAmount(value: string): AmountProblem | null {
  if (!isAmount(value)) return 'amount_invalid';
  return isPositiveAmount(value) ? null : 'amount_not_positive';
}

/** A well-formed amount (zero allowed); outputs the normalized plain decimal string. */
export const amountSchema = fieldSchema((value) =>
  isAmount(value) ? null : 'amount_invalid',
).transform((value) => value.replaceAll(',', ''));

/** A positive amount, price or quantity; outputs the normalized plain decimal string. */
export const positiveAmountSchema = fieldSchema(checkPositiveAmount).transform((value) =>
  value.replaceAll(',', ''),
);
