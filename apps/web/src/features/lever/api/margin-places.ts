import { queryOptions, useQuery } from '@tanstack/react-query';
import { currencySchema } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { leverKeys } from './keys';

/**
 * GET /api/currency/list, for one number: the decimals of the margin currency (USDT), to which
 * the server rounds margin, fees and PnL. /lever/deal does not carry it.
 */
export async function fetchCurrencyPlaces(): Promise<Map<number, number>> {
  const payload = await api.get<unknown>('/currency/list', undefined, {
    silent: true,
    loading: false,
  });
  return new Map(
    currencySchema
      .array()
      .parse(payload)
      .map((c) => [c.id, c.precision]),
  );
}

export const currencyPlacesQuery = () =>
  queryOptions({
    queryKey: leverKeys.marginPlaces(),
    queryFn: fetchCurrencyPlaces,
    staleTime: 30 * 60_000,
  });

/** The decimals of currency `legalId` (the margin currency of a contract); null until known. */
export function useMarginPlaces(legalId: number | undefined): number | null {
  const query = useQuery(currencyPlacesQuery());
  return (legalId !== undefined ? query.data?.get(legalId) : undefined) ?? null;
}
