import {
  formatPercent,
  formatVolume as formatVolumeFigure,
  unitsAtOneScale,
  type Ticker,
} from '@tidemark/contracts';
import { figureSeparators, formatFixed } from './amount';

/**
 * How tickers read on screen: prices with the pair's own decimals and thousands separators,
 * volumes with one decimal in every tier (K, M), changes as signed percentages at two places. Values
 * stay decimal strings throughout; a value that is not one shows as a dash.
 */

/** A price with the pair's decimals (half-up, as the server rounds quotes). */
export function formatPrice(value: string, decimals: number): string {
  return formatFixed(value, decimals, { rounding: 'half-up' });
}

/** '712.1004' → '712.1', '18734' → '18.7K'. */
export function formatVolume(value: string): string {
  return formatVolumeFigure(value, { separators: figureSeparators() });
}

/** '2.5' → '+2.50%', '-0.4' → '-0.40%', '0' → '0.00%'. */
export function formatChange(change: string): string {
  return formatPercent(change, { signed: true, separators: figureSeparators() });
}

export type MarketNote = 'closed' | 'stale';

/**
 * Why orders cannot be placed on this pair right now: its market is closed (stocks, forex and
 * commodities at weekends) or no live price has come for a while; null when it can trade.
 */
export function marketNote(ticker: Ticker | undefined): MarketNote | null {
  if (!ticker) return null;
  if (!ticker.market_open) return 'closed';
  return ticker.stale ? 'stale' : null;
}

/** 'BTC/USDT' → ['BTC', 'USDT']. */
export function splitSymbol(symbol: string): [string, string] {
  const [base = symbol, quote = ''] = symbol.split('/');
  return [base, quote];
}

export type TickerSortKey = 'price' | 'change' | 'volume';
export type SortDirection = 'asc' | 'desc';

const FIELD: Record<TickerSortKey, (t: Ticker) => string> = {
  price: (t) => t.now_price,
  change: (t) => t.change,
  volume: (t) => t.volume,
};

/** Plain decimals in order; anything else before them. */
function compareUnits(a: bigint | null, b: bigint | null): number {
  if (a !== null && b !== null) return a < b ? -1 : a > b ? 1 : 0;
  return a === b ? 0 : a !== null ? 1 : -1;
}

/** A sorted copy (stable: equal values keep the server's order). Compared exactly, as decimals. */
export function sortTickers(
  list: readonly Ticker[],
  key: TickerSortKey,
  direction: SortDirection,
): Ticker[] {
  const units = unitsAtOneScale(list.map(FIELD[key]));
  const sign = direction === 'asc' ? 1 : -1;
  return list
    .map((_, i) => i)
    .sort((i, j) => sign * compareUnits(units[i] ?? null, units[j] ?? null))
    .map((i) => list[i] as Ticker);
}
