import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  dualEndpoints,
  type DualBuyRequest,
  type DualOrder,
  type DualType,
  type Page,
} from '@tidemark/contracts';
import { api } from '../../shared/api/client';
import { selectIsLoggedIn, useAppStore } from '../../shared/store/app-store';

export const dualKeys = {
  all: ['dual'] as const,
  index: (currencyId: number, type: DualType) =>
    [...dualKeys.all, 'index', currencyId, type] as const,
  detail: (id: number) => [...dualKeys.all, 'detail', id] as const,
  orders: (status: string) => [...dualKeys.all, 'account', 'orders', status] as const,
};

/** Products of one underlying and type. */
export function useDualProducts(currencyId: number, type: DualType) {
  return useQuery({
    queryKey: dualKeys.index(currencyId, type),
    queryFn: async () =>
      (
        await api.call(
          dualEndpoints.index,
          { currency_id: currencyId, type },
          { silent: true, loading: false },
        )
      ).dual_currencys,
  });
}

/** One product. */
export function useDualProduct(id: number) {
  return useQuery({
    queryKey: dualKeys.detail(id),
    enabled: id > 0,
    queryFn: () => api.call(dualEndpoints.detail, { id }, { silent: true, loading: false }),
  });
}

/** The caller's orders by status, newest first. */
export function useDualOrders(status: 'holding' | 'settled') {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: dualKeys.orders(status),
      queryFn: ({ pageParam }): Promise<Page<DualOrder>> =>
        api.call(
          dualEndpoints.orders,
          { page: pageParam, limit: 10, status },
          { silent: true, loading: false },
        ),
      initialPageParam: 1,
      getNextPageParam: (last: Page<DualOrder>) =>
        last.current_page < last.last_page ? last.current_page + 1 : undefined,
    }),
    enabled: loggedIn,
  });
}

/** Holds the investment; a refusal stays in the sheet. */
export function useBuyDual() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DualBuyRequest) =>
      api.call(dualEndpoints.buy, { ...input }, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: dualKeys.all }),
  });
}
