import { navigateTo } from '../../shared/routing/navigation';

/** The pair view (chart, later the order forms) is the centre trade tab. */
export const PAIR_VIEW_PATH = '/pages/transaction/index';
export const MARKET_PATH = '/pages/market/market';
export const SEARCH_PATH = '/pages/market/search';
export const DEFAULT_SYMBOL = 'BTC/USDT';

export function openPair(symbol: string): void {
  void navigateTo(PAIR_VIEW_PATH, { symbol });
}
