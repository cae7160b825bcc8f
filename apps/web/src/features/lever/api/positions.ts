import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  PAGE_LIMIT_DEFAULT,
  PAGE_LIMIT_MAX,
  leverEndpoints,
  type LeverDealAll,
  type LeverPosition,
} from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { leverKeys, type LeverListFilter } from './keys';

/**
 * One page of the user's open positions (status 1) or waiting limit
 * orders (status 0), newest first, with the cross-margin totals (equity, risk rate, margin,
 * PnL). The `lever_trade` bridge keeps the rows and totals live.
 */
export async function fetchLeverPositions(
  filter: LeverListFilter,
  page: number,
  limit = PAGE_LIMIT_DEFAULT,
): Promise<LeverDealAll> {
  return api.call(
    leverEndpoints.positions,
    { ...filter, page, limit },
    { silent: true, loading: false },
  );
}

export const leverPositionsQuery = (filter: LeverListFilter) =>
  infiniteQueryOptions({
    queryKey: leverKeys.list(filter),
    queryFn: ({ pageParam }) => fetchLeverPositions(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: LeverDealAll) =>
      last.order.current_page < last.order.last_page ? last.order.current_page + 1 : undefined,
  });

export function useLeverPositions(filter: LeverListFilter) {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useInfiniteQuery({ ...leverPositionsQuery(filter), enabled: loggedIn });
}

/** Pages read at most by `fetchAllOpenPositions` (far above the per-user position limit). */
const ALL_PAGES_MAX = 20;

/**
 * Every open position of the user right now, read page by page at the largest page size: what
 * a bulk close would close, counted before the user is asked.
 */
export async function fetchAllOpenPositions(): Promise<LeverPosition[]> {
  const rows: LeverPosition[] = [];
  for (let page = 1; page <= ALL_PAGES_MAX; page++) {
    const answer = await fetchLeverPositions({ status: 1 }, page, PAGE_LIMIT_MAX);
    rows.push(...answer.order.data);
    if (answer.order.current_page >= answer.order.last_page) break;
  }
  return rows;
}
