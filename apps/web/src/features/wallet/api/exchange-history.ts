import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { walletEndpoints } from '@tidemark/contracts';
import { walletKeys } from './keys';
import { callPage, nextPageOf } from './paged';

/** GET /api/user/exchange_history: currency exchanges. */
export const exchangeHistoryQuery = () =>
  infiniteQueryOptions({
    queryKey: walletKeys.exchangeHistory(),
    queryFn: ({ pageParam }) => callPage(walletEndpoints.exchangeHistory, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export function useExchangeHistory() {
  return useInfiniteQuery(exchangeHistoryQuery());
}
