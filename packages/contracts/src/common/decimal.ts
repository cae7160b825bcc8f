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
