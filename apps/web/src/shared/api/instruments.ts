import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { checked, marketSchemas } from './lazy-schemas';

/**
 * GET /api/market/instruments: tick and lot sizes, leverages and trading hours per pair. The
 * market tabs and the contract screens both read it, so it lives in shared (docs/architecture.md
 * habit 1).
 */
export async function fetchInstruments() {
  return checked(
    api.get<unknown>('/market/instruments', undefined, { silent: true, loading: false }),
    marketSchemas,
    (m) => m.instrumentListSchema,
  );
}

export type Instrument = Awaited<ReturnType<typeof fetchInstruments>>[number];

export const instrumentKeys = {
  all: ['instruments'] as const,
};

export const instrumentsQuery = () =>
  queryOptions({
    queryKey: instrumentKeys.all,
    queryFn: fetchInstruments,
    staleTime: 10 * 60_000,
  });

export function useInstrumentsQuery() {
  return useQuery(instrumentsQuery());
}
