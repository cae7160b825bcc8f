import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { walletEndpoints } from '@tidemark/contracts';
import { walletKeys } from './keys';
import { callPage, nextPageOf } from './paged';

/** GET /api/user/withdraw/list: withdrawals, 10 per page. */
export const withdrawListQuery = () =>
  infiniteQueryOptions({
    queryKey: walletKeys.withdrawList(),
    queryFn: ({ pageParam }) => callPage(walletEndpoints.withdrawals, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export function useWithdrawList() {
  return useInfiniteQuery(withdrawListQuery());
}
