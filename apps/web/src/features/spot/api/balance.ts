import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { checked } from '../../../shared/api/lazy-schemas';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { spotKeys } from './keys';
import { spotSchemas } from './lazy';

/** GET /api/coin/balance: the base and quote spot balances behind one pair's order form. */
export async function fetchSpotBalance(symbol: string) {
  return checked(
    api.get<unknown>('/coin/balance', { symbol }, { silent: true, loading: false }),
    spotSchemas,
    (m) => m.spotBalanceSchema,
  );
}

export const spotBalanceQuery = (symbol: string) =>
  queryOptions({ queryKey: spotKeys.balance(symbol), queryFn: () => fetchSpotBalance(symbol) });

/** Visitors have no balance: the query waits until someone is signed in. */
export function useSpotBalance(symbol: string) {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useQuery({ ...spotBalanceQuery(symbol), enabled: loggedIn });
}
