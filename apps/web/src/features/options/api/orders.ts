import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  OPTION_LIST_LIMIT_DEFAULT,
  optionsEndpoints,
  type OptionOrder,
  type Page,
} from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { optionsKeys } from './keys';

/** One page of the user's seconds orders, newest first, 5 a page. */
export async function fetchOptionOrders(page: number): Promise<Page<OptionOrder>> {
  return api.call(
    optionsEndpoints.orders,
    { page, limit: OPTION_LIST_LIMIT_DEFAULT },
    { silent: true, loading: false },
  );
}

export const optionOrdersQuery = () =>
  infiniteQueryOptions({
    queryKey: optionsKeys.orderList(),
    queryFn: ({ pageParam }) => fetchOptionOrders(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Page<OptionOrder>) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });

export function useOptionOrders() {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useInfiniteQuery({ ...optionOrdersQuery(), enabled: loggedIn });
}
