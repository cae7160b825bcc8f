import { formatDate } from '@tidemark/contracts';
import { NO_VALUE } from '../../shared/format/amount';
import {
  moneyText,
  priceText,
  signedMoneyText,
  type MoneyKind,
} from '../../shared/format/precision';

/**
 * How contract figures read, by the one precision rule (shared/format/precision): prices at
 * the instrument's decimals, money (margin, fees, PnL, balances) at the margin currency's
 * display places — the same on the form, its sheet, the position lists and the totals —
 * times to the second. A missing value is a dash.
 */
export { NO_VALUE };

export const TIME_FORMAT = 'yyyy-mm-dd hh:MM:ss';

export function formatLeverPrice(value: string | null, decimals: number | undefined): string {
  return priceText(value, decimals);
}

/**
 * Money in the margin currency at its places (`places` undefined until the currency list has
 * come); a margin or a fee is a cost, rounded up.
 */
export function formatMoney(
  value: string | null,
  code: string | undefined,
  places: number | undefined,
  kind: MoneyKind = 'held',
): string {
  const text = moneyText(value, places, kind);
  return code && text !== NO_VALUE ? `${text} ${code}` : text;
}

export function formatPnl(
  value: string | null,
  code: string | undefined,
  places: number | undefined,
): string {
  const text = signedMoneyText(value, places);
  return code && text !== NO_VALUE ? `${text} ${code}` : text;
}

/** Unix seconds (the wire's `*_time`) as a date and time. */
export function formatLeverTime(seconds: number | null): string {
  return seconds === null ? NO_VALUE : formatDate(seconds, TIME_FORMAT);
}
