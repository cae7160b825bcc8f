import { queryOptions, useQuery } from '@tanstack/react-query';
import { currencySchema } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { leverKeys } from './keys';

/** The margin currency of a contract: its code and the decimals its money rounds to. */
export interface MarginCurrency {
  code: string;
  places: number;
}

/**
 * GET /api/currency/list, for what /lever/deal does not carry: the code and decimals of the
 * margin currency (USDT), to which the server rounds margin, fees and PnL.
 */
export async function fetchMarginCurrencies(): Promise<Map<number, MarginCurrency>> {
  const payload = await api.get<unknown>('/currency/list', undefined, {
    silent: true,
    loading: false,
  });
  const list = currencySchema.array().parse(payload);
  return new Map(list.map((c) => [c.id, { code: c.name, places: c.precision }]));
}

export const marginCurrenciesQuery = () =>
  queryOptions({
    queryKey: leverKeys.marginCurrencies(),
    queryFn: fetchMarginCurrencies,
    staleTime: 30 * 60_000,
  });

/** The margin currency `legalId` of a contract; null until known. */
export function useMarginCurrency(legalId: number | undefined): MarginCurrency | null {
  const query = useQuery(marginCurrenciesQuery());
  return (legalId !== undefined ? query.data?.get(legalId) : undefined) ?? null;
}
