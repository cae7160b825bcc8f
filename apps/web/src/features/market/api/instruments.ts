import { queryOptions, useQuery } from '@tanstack/react-query';
import { instrumentSchema } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { marketKeys } from './keys';

/** GET /api/market/instruments: tick and lot sizes, leverages and trading hours per pair. */
export async function fetchInstruments() {
  const payload = await api.get<unknown>('/market/instruments', undefined, {
    silent: true,
    loading: false,
  });
  return instrumentSchema.array().parse(payload);
}

export type Instrument = Awaited<ReturnType<typeof fetchInstruments>>[number];

export const instrumentsQuery = () =>
  queryOptions({
    queryKey: marketKeys.instruments(),
    queryFn: fetchInstruments,
    staleTime: 10 * 60_000,
  });

export function useInstrumentsQuery() {
  return useQuery(instrumentsQuery());
}
