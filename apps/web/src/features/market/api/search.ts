import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { marketEndpoints } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { marketKeys } from './keys';

/** GET /api/market/search?q=: pairs matching part of their name, plus the hot searches. */
export async function fetchSearch(query: string) {
  return api.call(marketEndpoints.search, { q: query }, { silent: true, loading: false });
}

export const searchQuery = (query: string) =>
  queryOptions({
    queryKey: marketKeys.search(query),
    queryFn: () => fetchSearch(query),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useSearchQuery(query: string) {
  return useQuery(searchQuery(query));
}
