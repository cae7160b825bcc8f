import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpotDepth } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { checked } from '../../../shared/api/lazy-schemas';
import { spotSchemas } from './lazy';
import { spotKeys } from './keys';

/** GET /api/coin/depth: ten levels a side, best first. Kept live by `useDepthBridge`. */
export async function fetchSpotDepth(symbol: string): Promise<SpotDepth> {
  return checked(
    api.get<unknown>('/coin/depth', { symbol }, { silent: true, loading: false }),
    spotSchemas,
    (m) => m.spotDepthSchema,
  );
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
