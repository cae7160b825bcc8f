import { formatDate, type SpotPair } from '@tidemark/contracts';
import { formatAmount, formatFixed, NO_VALUE } from '../../shared/format/amount';

/**
 * How spot figures read: prices with the pair's price decimals, quantities with its quantity
 * decimals (both rounded down, never showing more than there is), balances and values with
 * up to eight decimals, trailing zeros trimmed. A value that is not a decimal shows as a dash.
 */

export { NO_VALUE };
export const ORDER_TIME_FORMAT = 'yyyy-mm-dd hh:MM:ss';
export const TRADE_TIME_FORMAT = 'hh:MM:ss';
const VALUE_PLACES = 8;

type Decimals = Pick<SpotPair, 'price_decimals' | 'qty_decimals'>;

export function formatSpotPrice(value: string, pair: Decimals | undefined): string {
  return pair ? formatFixed(value, pair.price_decimals) : formatSpotValue(value);
}

export function formatSpotQty(value: string, pair: Decimals | undefined): string {
  return pair ? formatFixed(value, pair.qty_decimals) : formatSpotValue(value);
}

/** Balances, totals and fees: up to eight decimals, rounded down, zeros trimmed. */
export function formatSpotValue(value: string): string {
  return formatAmount(value, VALUE_PLACES, NO_VALUE);
}

/** An order's time from the wire's Unix seconds. */
export function formatOrderTime(seconds: number): string {
  return formatDate(seconds, ORDER_TIME_FORMAT);
}

export function formatTradeTime(ms: number): string {
  return formatDate(ms, TRADE_TIME_FORMAT);
}
