import { queryOptions, useQuery } from '@tanstack/react-query';
import { currencySchema, type Currency } from '@tidemark/contracts';
import { api } from './client';

/**
 * GET /api/currency/list: every listed coin with its chains, limits and the places its money
 * shows with. The wallet, the spot and contract screens and the orders lists all read it (one
 * cached list), so it lives in shared.
 */
export async function fetchCurrencies(): Promise<Currency[]> {
  const payload = await api.get<unknown>('/currency/list', undefined, {
    silent: true,
    loading: false,
  });
  return currencySchema.array().parse(payload);
}

export const currencyKeys = {
  all: ['currencies'] as const,
};

export const currenciesQuery = () =>
  queryOptions({
    queryKey: currencyKeys.all,
    queryFn: fetchCurrencies,
    staleTime: 10 * 60_000,
  });

/** Display places by currency code ('USDT' → 2), for the precision rule's money. */
export type MoneyPlaces = (code: string | undefined) => number | undefined;

/**
 * The places money in a currency shows with; undefined while the list loads or for a code it
 * does not know, which the money formatter reads as its fallback.
 */
export function useMoneyPlaces(): MoneyPlaces {
  const { data } = useQuery({
    ...currenciesQuery(),
    select: (list) => new Map(list.map((c) => [c.name, c.display_places])),
  });
  return (code) => (code === undefined ? undefined : data?.get(code));
}
