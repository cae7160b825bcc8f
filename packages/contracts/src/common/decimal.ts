import { z } from 'zod';

/**
 * Money, prices, rates and quantities travel as decimal strings (never JS numbers).
 * Plain notation only: optional minus, digits, optional fraction. No exponent, no separators.
 */
export const DECIMAL_PATTERN = /^-?(0|[1-9]\d{0,35})(\.\d{1,18})?$/;
export const UNSIGNED_DECIMAL_PATTERN = /^(0|[1-9]\d{0,35})(\.\d{1,18})?$/;

export const decimalString = z.string().regex(DECIMAL_PATTERN);
/** A decimal string that is > 0 (the description: amounts, prices, quantities must be positive). */
export const positiveDecimalString = z
  .string()
  .trim()
  .regex(UNSIGNED_DECIMAL_PATTERN)
  .refine((v) => /[1-9]/.test(v), { message: 'must be greater than zero' });

/** At most 18 integer digits: what a numeric(36, 18) column holds (more is an overflow, a 500). */
export const fitsNumeric36 = (v: string) => /^-?\d{1,18}(\.|$)/.test(v);
/** A positive decimal that fits a numeric(36, 18) column. */
export const positiveColumnDecimal = positiveDecimalString.refine(fitsNumeric36, {
  message: 'at most 18 integer digits',
});
/** A decimal of either sign that fits a numeric(36, 18) column. */
export const columnDecimal = decimalString.refine(fitsNumeric36, {
  message: 'at most 18 integer digits',
});
/** A decimal ≥ 0 that fits a numeric(36, 18) column. */
export const unsignedColumnDecimal = z
  .string()
  .trim()
  .regex(UNSIGNED_DECIMAL_PATTERN)
  .refine(fitsNumeric36, { message: 'at most 18 integer digits' });
