import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { withdrawRecordSchema } from '@tidemark/contracts';
import { walletKeys } from './keys';
import { fetchPage, nextPageOf } from './paged';

/** GET /api/user/withdraw/list: withdrawals, 10 per page. */
export const withdrawListQuery = () =>
  infiniteQueryOptions({
    queryKey: walletKeys.withdrawList(),
    queryFn: ({ pageParam }) => fetchPage('/user/withdraw/list', withdrawRecordSchema, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export function useWithdrawList() {
  return useInfiniteQuery(withdrawListQuery());
}
