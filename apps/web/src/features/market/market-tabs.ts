import type { Ticker } from '@tidemark/contracts';
import type { Instrument } from '../../shared/api/instruments';

/** The market tabs of the description: favourites, futures, coins, stock, plus forex and commodities. */
export const MARKET_TABS = [
  'favourites',
  'futures',
  'coins',
  'stock',
  'forex',
  'commodities',
] as const;
export type MarketTab = (typeof MARKET_TABS)[number];
export const DEFAULT_MARKET_TAB: MarketTab = 'coins';

/** `?tab=` of the route (the home quick entries open stock, forex and commodities). */
export function marketTabFrom(value: string | null): MarketTab {
  return (MARKET_TABS as readonly string[]).includes(value ?? '')
    ? (value as MarketTab)
    : DEFAULT_MARKET_TAB;
}

const KIND_OF_TAB = {
  coins: 'crypto',
  stock: 'stock',
  forex: 'forex',
  commodities: 'commodity',
} as const;

/**
 * The pairs of a tab other than favourites. Futures are the pairs that can be traded with
 * leverage (every instrument that lists leverages); before the instruments load, all pairs.
 */
export function tickersOfTab(
  tab: Exclude<MarketTab, 'favourites'>,
  tickers: readonly Ticker[],
  instruments: readonly Instrument[] | undefined,
): Ticker[] {
  if (tab === 'futures') {
    if (!instruments) return [...tickers];
    const leveraged = new Set(
      instruments.filter((i) => i.leverages.length > 0).map((i) => i.symbol),
    );
    return tickers.filter((t) => leveraged.has(t.symbol));
  }
  const kind = KIND_OF_TAB[tab];
  return tickers.filter((t) => t.kind === kind);
}
