import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpotPair } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { checked } from '../../../shared/api/lazy-schemas';
import { spotSchemas } from './lazy';
import { spotKeys } from './keys';

/** GET /api/coin/pairs: every spot pair with its steps, limits and fee. */
export async function fetchSpotPairs(): Promise<SpotPair[]> {
  return checked(
    api.get<unknown>('/coin/pairs', undefined, { silent: true, loading: false }),
    spotSchemas,
    (m) => m.spotPairListSchema,
  );
}

export const spotPairsQuery = () =>
  queryOptions({
    queryKey: spotKeys.pairs(),
    queryFn: fetchSpotPairs,
    // Steps and limits are configuration: they change rarely.
    staleTime: 10 * 60_000,
  });

export function useSpotPairs() {
  return useQuery(spotPairsQuery());
}

/** One pair of the list: `pair` is undefined while loading or when `symbol` is not a spot pair. */
export function useSpotPair(symbol: string) {
  const query = useSpotPairs();
  return { ...query, pair: query.data?.find((p) => p.symbol === symbol) };
}
