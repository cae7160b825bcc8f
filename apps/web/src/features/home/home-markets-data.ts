import type { Ticker } from '@tidemark/contracts';
import { sortTickers } from '../../shared/format/ticker';

/** The home lists: biggest risers, biggest fallers, most traded. */
export const HOME_MARKET_TABS = ['gainers', 'losers', 'volume'] as const;
export type HomeMarketTab = (typeof HOME_MARKET_TABS)[number];
export const HOME_MARKET_ROWS = 8;

/** The main pairs of the strip at the top of the home lists. */
export const MAIN_PAIRS = ['BTC/USDT', 'ETH/USDT', 'SOL/USDT'] as const;

export function homeRows(tab: HomeMarketTab, tickers: readonly Ticker[]): Ticker[] {
  const sorted =
    tab === 'gainers'
      ? sortTickers(tickers, 'change', 'desc')
      : tab === 'losers'
        ? sortTickers(tickers, 'change', 'asc')
        : sortTickers(tickers, 'volume', 'desc');
  return sorted.slice(0, HOME_MARKET_ROWS);
}
