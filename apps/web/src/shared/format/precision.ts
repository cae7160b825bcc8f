import { formatDecimal, groupThousands, isPlainDecimal } from '@tidemark/contracts';
import { NO_VALUE } from './amount';

/**
 * The one precision rule of every trade and asset screen (issue #21), so a figure reads the
 * same on a form, its confirmation sheet, the lists and the assets pages:
 *
 * - a price: exactly the instrument's price decimals, to the nearest (as quotes are rounded);
 * - a quantity: exactly the instrument's quantity decimals, rounded down (never more than
 *   there is);
 * - money: the currency's display places (`display_places` of the currency list) at most,
 *   at least two, trailing zeros beyond those dropped ("1,913.63 USDT", "0.5 BTC" →
 *   "0.50 BTC", "0.00012345 BTC"); rounded down — what the user has, can spend or withdraw, or
 *   will receive is never overstated — except a cost (a fee, a margin), rounded up so what
 *   is charged is never understated;
 * - thousands grouped with commas as everywhere on the page; a value that is not a decimal
 *   (a missing field, "None") shows as a dash.
 *
 * Until the places are known (the currency list still loading) money shows at most
 * `FALLBACK_PLACES`, the largest precision a listed currency has.
 */

export const FALLBACK_PLACES = 8;

/** Money never shows fewer decimals than this (unless its currency has fewer). */
const MIN_MONEY_PLACES = 2;

export type MoneyKind = 'held' | 'cost';

export function priceText(value: string | null | undefined, decimals: number | undefined): string {
  if (typeof value !== 'string' || !isPlainDecimal(value)) return NO_VALUE;
  if (decimals === undefined) return moneyText(value, FALLBACK_PLACES);
  return groupThousands(formatDecimal(value, decimals, 'half-up'));
}

export function qtyText(value: string | null | undefined, decimals: number | undefined): string {
  if (typeof value !== 'string' || !isPlainDecimal(value)) return NO_VALUE;
  if (decimals === undefined) return moneyText(value, FALLBACK_PLACES);
  return groupThousands(formatDecimal(value, decimals, 'down'));
}

export function moneyText(
  value: string | null | undefined,
  places: number | undefined,
  kind: MoneyKind = 'held',
): string {
  if (typeof value !== 'string' || !isPlainDecimal(value)) return NO_VALUE;
  const most = places ?? FALLBACK_PLACES;
  const least = Math.min(MIN_MONEY_PLACES, most);
  const fixed = formatDecimal(value, most, kind === 'cost' ? 'up' : 'down');
  return groupThousands(trimBeyond(fixed, least));
}

/**
 * A profit or loss, a credit or a debit, with its sign ("+12.50", "-3.11", "0.00"): a gain
 * rounded down, a loss or a debit rounded away from zero (a cost, never understated).
 */
export function signedMoneyText(
  value: string | null | undefined,
  places: number | undefined,
): string {
  const text = moneyText(value, places, value?.startsWith('-') ? 'cost' : 'held');
  if (text === NO_VALUE || text.startsWith('-') || !/[1-9]/.test(text)) return text;
  return `+${text}`;
}

/** Drops trailing zeros but keeps `least` decimals: '1.50000' → '1.50', '0.12300' → '0.123'. */
function trimBeyond(fixed: string, least: number): string {
  const point = fixed.indexOf('.');
  if (point === -1) return fixed;
  let end = fixed.length;
  while (end > point + 1 + least && fixed[end - 1] === '0') end -= 1;
  return fixed.slice(0, end === point + 1 ? point : end);
}
