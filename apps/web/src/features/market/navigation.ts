import { navigateTo } from '../../shared/routing/navigation';
import { path } from '../../shared/routing/route-table';
import { DEFAULT_PAIR } from '../../shared/api/early';

/** The pair view (chart, later the order forms) is the centre trade tab. */
export const PAIR_VIEW_PATH = path('/pages/transaction/index');
export const SEARCH_PATH = path('/pages/market/search');
export const DEFAULT_SYMBOL = DEFAULT_PAIR;

export function openPair(symbol: string): void {
  void navigateTo(PAIR_VIEW_PATH, { symbol });
}
