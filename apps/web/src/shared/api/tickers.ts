import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Ticker } from '@tidemark/contracts';
import { retainTickerBridge } from '../socket/ticker-bridge';
import { useSocketRoom } from '../socket/use-socket';
import { socketRooms } from '../socket/socket';
import { api } from './client';
import { checked, shellSchemas } from './lazy-schemas';
import { tickerKeys } from './ticker-keys';

/**
 * GET /api/currency/quotation_new: the 24-hour ticker of every pair. Home, market and the
 * trade screens all read it, so it lives in shared (CONVENTIONS.md habit 1); the socket
 * bridge keeps it live while a screen that shows it is mounted.
 */

export async function fetchTickers(): Promise<Ticker[]> {
  return checked(
    api.get<unknown>('/currency/quotation_new', undefined, { silent: true, loading: false }),
    shellSchemas,
    (s) => s.tickerListSchema,
  );
}

export const tickersQuery = () =>
  queryOptions({
    queryKey: tickerKeys.list(),
    queryFn: fetchTickers,
    // Live updates arrive by socket; a refetch on (re)mount catches what was missed while away.
    staleTime: 5_000,
  });

/**
 * The ticker list, kept live: joins the `market` room and feeds `daymarket` into the cache
 * for as long as the calling component is mounted.
 */
export function useLiveTickers() {
  const client = useQueryClient();
  useSocketRoom(socketRooms.market());
  useEffect(() => retainTickerBridge(client), [client]);
  return useQuery(tickersQuery());
}

/** One pair's live ticker (`undefined` while loading or when the pair is unknown). */
export function useLiveTicker(symbol: string) {
  const query = useLiveTickers();
  return { ...query, ticker: query.data?.find((t) => t.symbol === symbol) };
}
