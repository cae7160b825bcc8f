import { queryOptions, useQuery } from '@tanstack/react-query';
import { spotDepthSchema, type SpotDepth } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { spotKeys } from './keys';

/** GET /api/coin/depth: ten levels a side, best first. Kept live by `useDepthBridge`. */
export async function fetchSpotDepth(symbol: string): Promise<SpotDepth> {
  const payload = await api.get<unknown>(
    '/coin/depth',
    { symbol },
    { silent: true, loading: false },
  );
  return spotDepthSchema.parse(payload);
}

export const spotDepthQuery = (symbol: string) =>
  queryOptions({
    queryKey: spotKeys.depth(symbol),
    queryFn: () => fetchSpotDepth(symbol),
    // Live updates come by socket; a refetch on (re)mount catches what was missed while away.
    staleTime: 5_000,
  });

export function useSpotDepth(symbol: string) {
  return useQuery(spotDepthQuery(symbol));
}
