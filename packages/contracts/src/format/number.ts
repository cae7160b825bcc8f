import {
  absDecimal,
  compareDecimals,
  formatDecimal,
  numberToDecimalString,
  shiftDecimalLeft,
  trimTrailingZeros,
} from './decimal';

/** Above this magnitude (strictly) a value is shown in thousands ("K"). */
export const COMPACT_THOUSAND = '1000';
/** Above this magnitude (strictly) a value is shown in millions ("M"). */
export const COMPACT_MILLION = '1000000';
/** Fraction digits kept below the K threshold (trailing zeros trimmed). */
export const COMPACT_PLAIN_PLACES = 4;
/** Fraction digits of a K or M value (always shown, "1.0K"). */
export const COMPACT_SUFFIX_PLACES = 1;

/**
 * The description's number display (section 9): magnitude above 1,000,000 as "M" and above
 * 1000 as "K", each with exactly one decimal; otherwise up to four decimals with trailing
 * zeros trimmed. Pinned choices:
 * - "above" is strict: 1000 → "1000", 1,000,000 → "1000.0K".
 * - rounding is half-up (ties away from zero) on the exact decimal: 1049.99 → "1.0K",
 *   1050 → "1.1K", 999999.96 → "1000.0K" (the tier is chosen before rounding).
 * - negatives use the same tiers on the magnitude: "-1500" → "-1.5K"; a value that rounds to
 *   zero is "0", never "-0".
 * - no thousands separators and no upper tier: "123456789012345678901234.5" → "123456789012345678.9M".
 * Amounts come as decimal strings; a number is accepted for counts only. Throws TypeError on
 * a string that is not plain decimal notation, RangeError on a non-finite number.
 */
export function formatCompactNumber(value: string | number): string {
  const decimal = typeof value === 'number' ? numberToDecimalString(value) : value;
  const magnitude = absDecimal(decimal);
  if (compareDecimals(magnitude, COMPACT_MILLION) > 0) {
    return formatDecimal(shiftDecimalLeft(decimal, 6), COMPACT_SUFFIX_PLACES, 'half-up') + 'M';
  }
  if (compareDecimals(magnitude, COMPACT_THOUSAND) > 0) {
    return formatDecimal(shiftDecimalLeft(decimal, 3), COMPACT_SUFFIX_PLACES, 'half-up') + 'K';
  }
  return trimTrailingZeros(formatDecimal(decimal, COMPACT_PLAIN_PLACES, 'half-up'));
}
