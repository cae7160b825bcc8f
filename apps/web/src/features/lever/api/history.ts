import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_LIMIT_DEFAULT, leverEndpoints, type LeverMyTrade } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { leverKeys, type LeverHistoryFilter } from './keys';

/** One page of the user's positions in the filter's states, newest first. */
export async function fetchLeverHistory(
  filter: LeverHistoryFilter,
  page: number,
  limit = PAGE_LIMIT_DEFAULT,
): Promise<LeverMyTrade> {
  return api.call(
    leverEndpoints.history,
    { ...filter, page, limit },
    { silent: true, loading: false },
  );
}

export const leverHistoryQuery = (filter: LeverHistoryFilter) =>
  infiniteQueryOptions({
    queryKey: leverKeys.history(filter),
    queryFn: ({ pageParam }) => fetchLeverHistory(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: LeverMyTrade) =>
      last.message.current_page < last.message.last_page
        ? last.message.current_page + 1
        : undefined,
  });

export function useLeverHistory(filter: LeverHistoryFilter) {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useInfiniteQuery({ ...leverHistoryQuery(filter), enabled: loggedIn });
}
