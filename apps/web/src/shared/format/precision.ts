import {
  formatMoney,
  formatPercent,
  formatSignedMoney,
  type PercentFormat,
} from '@tidemark/contracts';
import { figureSeparators } from './amount';

/**
 * The one precision rule of every trade and asset screen, so a figure reads the
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
 * - a profit, a loss, a credit or a debit: signed, rounded towards zero (as every signed figure);
 * - a percentage (a rate, a win rate, an LTV): half-up at two places unless a screen states
 *   another precision;
 * - thousands and decimals with the separators of the app's language; a value that is not a
 *   decimal (a missing field, "None") shows as a dash.
 *
 * Until the places are known (the currency list still loading) money shows at most
 * `FALLBACK_PLACES`, the largest precision a listed currency has.
 */

export const FALLBACK_PLACES = 8;

/** Money never shows fewer decimals than this (unless its currency has fewer). */
const MIN_MONEY_PLACES = 2;

export type MoneyKind = 'held' | 'cost';

export function priceText(value: string | null | undefined, decimals: number | undefined): string {
  if (decimals === undefined) return moneyText(value, FALLBACK_PLACES);
  return formatMoney(value, decimals, { rounding: 'half-up', separators: figureSeparators() });
}

export function qtyText(value: string | null | undefined, decimals: number | undefined): string {
  if (decimals === undefined) return moneyText(value, FALLBACK_PLACES);
  return formatMoney(value, decimals, { separators: figureSeparators() });
}

export function moneyText(
  value: string | null | undefined,
  places: number | undefined,
  kind: MoneyKind = 'held',
): string {
  const most = places ?? FALLBACK_PLACES;
  return formatMoney(value, most, {
    rounding: kind === 'cost' ? 'up' : 'down',
    minPlaces: MIN_MONEY_PLACES,
    separators: figureSeparators(),
  });
}

/**
 * A profit or loss, a credit or a debit, with its sign ("+12.50", "-3.11", "0.00"), rounded
 * towards zero on both sides: a statement line or a profit never shows more than it is.
 */
export function signedMoneyText(
  value: string | null | undefined,
  places: number | undefined,
): string {
  return formatSignedMoney(value, places ?? FALLBACK_PLACES, {
    minPlaces: MIN_MONEY_PLACES,
    separators: figureSeparators(),
  });
}

/**
 * A percentage, half-up at two places unless told: '66.666' → '66.67%'; a fraction with
 * `{ fraction: true }` ('0.52189' → '52.19%').
 */
export function percentText(
  value: string | null | undefined,
  format: Omit<PercentFormat, 'separators'> = {},
): string {
  return formatPercent(value, { ...format, separators: figureSeparators() });
}
