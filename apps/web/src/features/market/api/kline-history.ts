import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { KlineBar, KlinePeriod } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { checked, marketSchemas } from '../../../shared/api/lazy-schemas';
import { marketKeys } from './keys';

/** Bars per request: the newest page on a period change, then older pages as the user scrolls back. */
export const KLINE_HISTORY_LIMIT = 500;

/**
 * GET /api/currency/new_timeshar: the description's one non-envelope answer
 * (`{code: 1, msg, data}`), which the api client unwraps to `data`. `toS` (open time, seconds)
 * asks for the bars up to it; without it, the newest bars.
 */
export async function fetchKlineHistory(
  symbol: string,
  period: KlinePeriod,
  toS: number | null,
  signal?: AbortSignal,
): Promise<KlineBar[]> {
  return checked(
    api.get<unknown>(
      '/currency/new_timeshar',
      { symbol, period, limit: KLINE_HISTORY_LIMIT, ...(toS === null ? {} : { to: toS }) },
      { silent: true, loading: false, ...(signal ? { signal } : {}) },
    ),
    marketSchemas,
    (m) => m.klineBarListSchema,
  );
}

/** Pages newest first; each next page ends just before the oldest bar loaded so far. */
export const klineHistoryQuery = (symbol: string, period: KlinePeriod) =>
  infiniteQueryOptions({
    queryKey: marketKeys.kline(symbol, period),
    queryFn: ({ pageParam, signal }) => fetchKlineHistory(symbol, period, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) =>
      page.length < KLINE_HISTORY_LIMIT || !page[0] ? undefined : page[0].id - 1,
    // The live bar comes by socket; a period opened again reloads, so the gap is filled.
    staleTime: 0,
    gcTime: 60_000,
  });

export function useKlineHistoryQuery(symbol: string, period: KlinePeriod) {
  return useInfiniteQuery(klineHistoryQuery(symbol, period));
}

/** All loaded bars, oldest first. */
export function historyBars(pages: readonly KlineBar[][] | undefined): KlineBar[] {
  if (!pages) return [];
  return [...pages].reverse().flat();
}
