import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { checked, marketSchemas } from '../../../shared/api/lazy-schemas';
import { marketKeys } from './keys';

/** GET /api/market/search?q=: pairs matching part of their name, plus the hot searches. */
export async function fetchSearch(query: string) {
  return checked(
    api.get<unknown>('/market/search', { q: query }, { silent: true, loading: false }),
    marketSchemas,
    (m) => m.searchResultSchema,
  );
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
