import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionCurrencySchema, type OptionCurrency } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { optionsKeys } from './keys';

/**
 * GET /api/microtrade/payable_currencies: currencies a stake may be paid in, their quick
 * amounts and (signed in) the micro account's balance.
 */
export async function fetchPayableCurrencies(): Promise<OptionCurrency[]> {
  const payload = await api.get<unknown>('/microtrade/payable_currencies', undefined, {
    silent: true,
    loading: false,
  });
  return optionCurrencySchema.array().parse(payload);
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
