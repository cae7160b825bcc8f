import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { walletEndpoints } from '@tidemark/contracts';
import { walletKeys } from './keys';
import { callPage, nextPageOf } from './paged';

/** GET /api/wallet/hzhistory: transfers between the user's own accounts. */
export const transferHistoryQuery = () =>
  infiniteQueryOptions({
    queryKey: walletKeys.transferHistory(),
    queryFn: ({ pageParam }) => callPage(walletEndpoints.transferHistory, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export function useTransferHistory() {
  return useInfiniteQuery(transferHistoryQuery());
}
