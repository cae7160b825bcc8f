import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { depositRecordSchema } from '@tidemark/contracts';
import { walletKeys } from './keys';
import { fetchPage, nextPageOf } from './paged';

/** GET /api/recharge/log: the user's deposit requests and their review state. */
export const depositLogQuery = () =>
  infiniteQueryOptions({
    queryKey: walletKeys.depositLog(),
    queryFn: ({ pageParam }) => fetchPage('/recharge/log', depositRecordSchema, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export function useDepositLog() {
  return useInfiniteQuery(depositLogQuery());
}
