import {
  formatDecimal,
  groupThousands,
  isPlainDecimal,
  trimTrailingZeros,
} from '@tidemark/contracts';

/**
 * The one place amounts become text (CONVENTIONS habit 5): prices, quantities, balances, fees
 * and profits stay decimal strings, are rounded in a named direction and grouped in
 * thousands. Features choose the places (a pair's decimals, eight for balances, two for fiat)
 * and what a value that is not a decimal shows.
 */

/** What a missing or unreadable figure shows. */
export const NO_VALUE = '--';

type Rounding = 'down' | 'half-up';

export interface FixedOptions {
  /** 'down' (the safe side for balances) unless said otherwise. */
  rounding?: Rounding;
  /** What a value that is not a decimal shows (a dash by default). */
  otherwise?: string;
}

/** Exactly `places` decimals, grouped: '65000.129' → '65,000.12'. */
export function formatFixed(value: string, places: number, options: FixedOptions = {}): string {
  if (!isPlainDecimal(value)) return options.otherwise ?? NO_VALUE;
  return groupThousands(formatDecimal(value, places, options.rounding ?? 'down'));
}

/**
 * A balance or value: at most `places` decimals (rounded down), trailing zeros trimmed,
 * grouped. A value that is not a decimal shows as `otherwise` (by default as it came).
 */
export function formatAmount(value: string, places = 8, otherwise = value): string {
  if (!isPlainDecimal(value)) return otherwise;
  return groupThousands(trimTrailingZeros(formatDecimal(value, places, 'down')));
}

/** A fiat or USDT value: exactly two decimals (half-up), grouped; a non-decimal as it came. */
export function formatFiat(value: string): string {
  return formatFixed(value, 2, { rounding: 'half-up', otherwise: value });
}

/** A signed amount with an explicit '+' for credits (zero included): '+1.5', '-2'. */
export function formatSigned(value: string, places = 8): string {
  const text = formatAmount(value, places);
  return value.startsWith('-') ? text : `+${text}`;
}

/**
 * Amounts as the server sent them (already at their currency's precision): grouped, never
 * rounded again, a non-decimal shown as it is. Seconds options and contracts use these.
 */
export function formatPlain(value: string): string {
  return isPlainDecimal(value) ? groupThousands(value) : value;
}

/** A signed profit: "+80", "-250", "0". */
export function formatSignedAmount(value: string): string {
  const text = formatPlain(value);
  return value.startsWith('-') || !/[1-9]/.test(value) ? text : `+${text}`;
}
