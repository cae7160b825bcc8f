import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { transferRecordSchema } from '@tidemark/contracts';
import { walletKeys } from './keys';
import { fetchPage, nextPageOf } from './paged';

/** GET /api/user/exchange_history: currency exchanges. */
export const exchangeHistoryQuery = () =>
  infiniteQueryOptions({
    queryKey: walletKeys.exchangeHistory(),
    queryFn: ({ pageParam }) =>
      fetchPage('/user/exchange_history', transferRecordSchema, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export function useExchangeHistory() {
  return useInfiniteQuery(exchangeHistoryQuery());
}
