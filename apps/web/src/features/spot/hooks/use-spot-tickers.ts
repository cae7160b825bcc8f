import { useMemo } from 'react';
import type { Ticker } from '@tidemark/contracts';
import { useLiveTickers } from '../../../shared/api/tickers';
import { useSpotPairs } from '../api/pairs';

/** The live tickers of the pairs that trade spot (for the spot page's pair picker). */
export function useSpotTickers(): Ticker[] {
  const tickers = useLiveTickers();
  const pairs = useSpotPairs();
  return useMemo(() => {
    const spot = new Set((pairs.data ?? []).map((pair) => pair.symbol));
    return (tickers.data ?? []).filter((ticker) => spot.has(ticker.symbol));
  }, [pairs.data, tickers.data]);
}
