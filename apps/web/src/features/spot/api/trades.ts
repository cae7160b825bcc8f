import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpotTrade } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { checked } from '../../../shared/api/lazy-schemas';
import { spotSchemas } from './lazy';
import { spotKeys } from './keys';

/** GET /api/coin/trades: the latest trades of a pair, newest first. Kept live by `useTradesBridge`. */
export async function fetchSpotTrades(symbol: string): Promise<SpotTrade[]> {
  return checked(
    api.get<unknown>('/coin/trades', { symbol }, { silent: true, loading: false }),
    spotSchemas,
    (m) => m.spotTradeListSchema,
  );
}

export const spotTradesQuery = (symbol: string) =>
  queryOptions({
    queryKey: spotKeys.trades(symbol),
    queryFn: () => fetchSpotTrades(symbol),
    staleTime: 5_000,
  });

export function useSpotTrades(symbol: string) {
  return useQuery(spotTradesQuery(symbol));
}
