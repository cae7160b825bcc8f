import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_LIMIT_DEFAULT, type Page, type SpotOrder } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { checked } from '../../../shared/api/lazy-schemas';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { spotKeys, type SpotOrderFilter } from './keys';
import { spotSchemas } from './lazy';

/** GET /api/coin/list: one page of the user's spot orders, newest first. */
export async function fetchSpotOrders(
  filter: SpotOrderFilter,
  page: number,
  limit = PAGE_LIMIT_DEFAULT,
): Promise<Page<SpotOrder>> {
  return checked(
    api.get<unknown>('/coin/list', { ...filter, page, limit }, { silent: true, loading: false }),
    spotSchemas,
    (m) => m.spotOrderPageSchema,
  );
}

export const spotOrdersQuery = (filter: SpotOrderFilter) =>
  infiniteQueryOptions({
    queryKey: spotKeys.orderList(filter),
    queryFn: ({ pageParam }) => fetchSpotOrders(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Page<SpotOrder>) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });

/** The user's orders matching `filter`, page by page; nothing is asked for visitors. */
export function useSpotOrders(filter: SpotOrderFilter) {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useInfiniteQuery({ ...spotOrdersQuery(filter), enabled: loggedIn });
}
