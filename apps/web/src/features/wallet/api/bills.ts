import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { walletEndpoints } from '@tidemark/contracts';
import { walletKeys } from './keys';
import { callPage, nextPageOf } from './paged';

export interface BillFilter {
  currency?: number | undefined;
  type?: number | undefined;
}

/** POST /api/wallet/legal_log: ledger entries with `info`, the reason in the request language. */
export const billsQuery = (filter: BillFilter) =>
  infiniteQueryOptions({
    queryKey: walletKeys.bills(filter),
    queryFn: ({ pageParam }) => callPage(walletEndpoints.bills, pageParam, { ...filter }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export function useBills(filter: BillFilter) {
  return useInfiniteQuery(billsQuery(filter));
}
