import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { transferRecordSchema } from '@tidemark/contracts';
import { walletKeys } from './keys';
import { fetchPage, nextPageOf } from './paged';

/** GET /api/wallet/hzhistory: transfers between the user's own accounts. */
export const transferHistoryQuery = () =>
  infiniteQueryOptions({
    queryKey: walletKeys.transferHistory(),
    queryFn: ({ pageParam }) => fetchPage('/wallet/hzhistory', transferRecordSchema, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export function useTransferHistory() {
  return useInfiniteQuery(transferHistoryQuery());
}
