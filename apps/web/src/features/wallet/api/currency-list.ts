import { queryOptions, useQuery } from '@tanstack/react-query';
import { currencySchema } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { walletKeys } from './keys';
import type { Currency } from './types';

/** GET /api/currency/list: every listed coin with its chains, minimum and fee. */
export async function fetchCurrencies(): Promise<Currency[]> {
  const payload = await api.get<unknown[]>('/currency/list', undefined, {
    silent: true,
    loading: false,
  });
  return payload.map((row) => currencySchema.parse(row));
}

export const currenciesQuery = () =>
  queryOptions({
    queryKey: walletKeys.currencies(),
    queryFn: fetchCurrencies,
    staleTime: 5 * 60_000,
  });

export function useCurrencies() {
  return useQuery(currenciesQuery());
}
