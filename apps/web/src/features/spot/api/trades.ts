import { queryOptions, useQuery } from '@tanstack/react-query';
import { spotTradeSchema, type SpotTrade } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { spotKeys } from './keys';

/** GET /api/coin/trades: the latest trades of a pair, newest first. Kept live by `useTradesBridge`. */
export async function fetchSpotTrades(symbol: string): Promise<SpotTrade[]> {
  const payload = await api.get<unknown>(
    '/coin/trades',
    { symbol },
    { silent: true, loading: false },
  );
  return spotTradeSchema.array().parse(payload);
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
