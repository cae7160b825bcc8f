import { queryOptions, useQuery } from '@tanstack/react-query';
import { spotBalanceSchema } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { spotKeys } from './keys';

/** GET /api/coin/balance: the base and quote spot balances behind one pair's order form. */
export async function fetchSpotBalance(symbol: string) {
  const payload = await api.get<unknown>(
    '/coin/balance',
    { symbol },
    { silent: true, loading: false },
  );
  return spotBalanceSchema.parse(payload);
}

export const spotBalanceQuery = (symbol: string) =>
  queryOptions({ queryKey: spotKeys.balance(symbol), queryFn: () => fetchSpotBalance(symbol) });

/** Visitors have no balance: the query waits until someone is signed in. */
export function useSpotBalance(symbol: string) {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useQuery({ ...spotBalanceQuery(symbol), enabled: loggedIn });
}
