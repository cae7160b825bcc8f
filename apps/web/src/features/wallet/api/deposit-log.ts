import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { walletEndpoints } from '@tidemark/contracts';
import { walletKeys } from './keys';
import { callPage, nextPageOf } from './paged';

/** GET /api/recharge/log: the user's deposit requests and their review state. */
export const depositLogQuery = () =>
  infiniteQueryOptions({
    queryKey: walletKeys.depositLog(),
    queryFn: ({ pageParam }) => callPage(walletEndpoints.depositLog, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export function useDepositLog() {
  return useInfiniteQuery(depositLogQuery());
}
