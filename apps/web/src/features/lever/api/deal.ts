import { queryOptions, useQuery } from '@tanstack/react-query';
import { leverEndpoints, type LeverDeal } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { leverKeys } from './keys';

/**
 * One contract's terms (tick, lots, leverages, fees, liquidation rate)
 * with the user's lever balance, cross-margin totals and positions in it. Kept live by the
 * `lever_trade` bridge. Needs a login and identity verification (998 goes to verification).
 */
export async function fetchLeverDeal(symbol: string): Promise<LeverDeal> {
  return api.call(leverEndpoints.deal, { symbol }, { silent: true, loading: false });
}

export const leverDealQuery = (symbol: string) =>
  queryOptions({
    queryKey: leverKeys.deal(symbol),
    queryFn: () => fetchLeverDeal(symbol),
    // A 998 (verification needed) or an unknown contract does not get better by asking again.
    retry: false,
  });

/** Visitors have no contract account: the query waits until someone is signed in. */
export function useLeverDeal(symbol: string) {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useQuery({ ...leverDealQuery(symbol), enabled: loggedIn });
}
