import { formatDate, type SpotPair } from '@tidemark/contracts';
import { NO_VALUE } from '../../shared/format/amount';
import { moneyText, priceText, qtyText, type MoneyKind } from '../../shared/format/precision';

/**
 * How spot figures read, by the one precision rule (shared/format/precision): prices at the
 * pair's price decimals, quantities at its quantity decimals (rounded down), money — totals,
 * balances, fees, values — at its currency's display places. The form, the confirmation
 * sheet, the order lists, the book and the trades all format through these.
 */

export { NO_VALUE };
export const ORDER_TIME_FORMAT = 'yyyy-mm-dd hh:MM:ss';
export const TRADE_TIME_FORMAT = 'hh:MM:ss';

type Decimals = Pick<SpotPair, 'price_decimals' | 'qty_decimals'>;

export function formatSpotPrice(value: string, pair: Decimals | undefined): string {
  return priceText(value, pair?.price_decimals);
}

export function formatSpotQty(value: string, pair: Decimals | undefined): string {
  return qtyText(value, pair?.qty_decimals);
}

/** Money in a currency with its display places (undefined while the currency list loads). */
export function formatSpotMoney(
  value: string,
  places: number | undefined,
  kind: MoneyKind = 'held',
): string {
  return moneyText(value, places, kind);
}

/** An order's time from the wire's Unix seconds. */
export function formatOrderTime(seconds: number): string {
  return formatDate(seconds, ORDER_TIME_FORMAT);
}

export function formatTradeTime(ms: number): string {
  return formatDate(ms, TRADE_TIME_FORMAT);
}
