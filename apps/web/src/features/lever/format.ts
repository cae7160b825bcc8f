import { formatDate } from '@tidemark/contracts';
import {
  NO_VALUE,
  formatAmount,
  formatPlain,
  formatSignedAmount,
} from '../../shared/format/amount';
import { formatPrice } from '../../shared/format/ticker';

/**
 * How contract figures read: prices with the instrument's decimals, money (margin, fees, PnL)
 * exactly as the server rounded it to the margin currency, times to the second. A missing
 * value is a dash.
 */
export { NO_VALUE };

export const TIME_FORMAT = 'yyyy-mm-dd hh:MM:ss';

/** A price; without the instrument's decimals (not loaded yet) as it came. */
export function formatLeverPrice(value: string | null, decimals: number | undefined): string {
  if (value === null) return NO_VALUE;
  return decimals === undefined ? formatPlain(value) : formatPrice(value, decimals);
}

/**
 * Money in the margin currency. With the currency's places (the form and its confirmation
 * sheet know them) every figure shows at most that many decimals, rounded down, trailing zeros
 * dropped — available, margin and fee read alike on both; without them, as the server sent it.
 */
export function formatMoney(value: string | null, code?: string, places?: number): string {
  if (value === null) return NO_VALUE;
  const text = places === undefined ? formatPlain(value) : formatAmount(value, places);
  return code ? `${text} ${code}` : text;
}

export function formatPnl(value: string | null, code?: string): string {
  if (value === null) return NO_VALUE;
  return code ? `${formatSignedAmount(value)} ${code}` : formatSignedAmount(value);
}

/** Unix seconds (the wire's `*_time`) as a date and time. */
export function formatLeverTime(seconds: number | null): string {
  return seconds === null ? NO_VALUE : formatDate(seconds, TIME_FORMAT);
}
