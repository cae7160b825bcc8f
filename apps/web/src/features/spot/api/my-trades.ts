import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpotFill } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { checked } from '../../../shared/api/lazy-schemas';
import { spotSchemas } from './lazy';
import { spotKeys } from './keys';

/** GET /api/coin/my_trades: the signed-in user's latest fills of a pair, newest first. */
async function fetchMyTrades(symbol: string): Promise<SpotFill[]> {
  return checked(
    api.get<unknown>('/coin/my_trades', { symbol }, { silent: true, loading: false }),
    spotSchemas,
    (m) => m.spotFillListSchema,
  );
}

const myTradesQuery = (symbol: string) =>
  queryOptions({ queryKey: spotKeys.myTrades(symbol), queryFn: () => fetchMyTrades(symbol) });

/** Refetched by the spot bridge on each `order_update` (the key sits under `account`). */
export function useMyTrades(symbol: string, enabled: boolean) {
  return useQuery({ ...myTradesQuery(symbol), enabled });
}
