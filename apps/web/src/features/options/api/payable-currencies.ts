import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionsEndpoints, type OptionCurrency } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { optionsKeys } from './keys';

/**
 * Currencies a stake may be paid in, their quick
 * amounts and (signed in) the micro account's balance.
 */
export async function fetchPayableCurrencies(): Promise<OptionCurrency[]> {
  return api.call(optionsEndpoints.payableCurrencies, undefined, {
    silent: true,
    loading: false,
  });
}

export const payableCurrenciesQuery = (loggedIn: boolean) =>
  queryOptions({
    // A visitor's answer has no balance: keep it apart from the signed-in one.
    queryKey: loggedIn ? optionsKeys.currencies() : [...optionsKeys.all, 'currencies-public'],
    queryFn: fetchPayableCurrencies,
  });

/** The payable currency with id `currencyId` (a pair's quote currency). */
export function usePayableCurrency(currencyId: number | undefined) {
  const loggedIn = useAppStore(selectIsLoggedIn);
  const query = useQuery(payableCurrenciesQuery(loggedIn));
  return { ...query, currency: query.data?.find((c) => c.id === currencyId) };
}
