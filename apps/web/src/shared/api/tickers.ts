import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Ticker } from '@tidemark/contracts';
import { retainTickerBridge } from '../socket/ticker-bridge';
import { useSocketRooms } from '../socket/use-socket';
import { socketRooms } from '../socket/socket';
import { api } from './client';
import { checked, marketSchemas } from './lazy-schemas';
import { tickerKeys } from './ticker-keys';

/**
 * GET /api/currency/quotation_new: the 24-hour ticker of every pair. Home, market and the
 * trade screens all read it, so it lives in shared (docs/architecture.md habit 1); the socket
 * bridge keeps it live while a screen that shows it is mounted.
 */

export async function fetchTickers(): Promise<Ticker[]> {
  return checked(
    api.get<unknown>('/currency/quotation_new', undefined, { silent: true, loading: false }),
    marketSchemas,
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
 * Past this many pairs a screen joins the `market` room (every pair, one room) instead of a room
 * per pair: the server caps a socket's rooms, and a screen showing most pairs gains nothing.
 */
export const TICKER_ROOMS_MAX = 16;

/** The rooms that carry the tickers of `symbols` (`'all'`: every pair). */
export function tickerRooms(symbols: readonly string[] | 'all'): string[] {
  if (symbols === 'all' || new Set(symbols).size > TICKER_ROOMS_MAX) return [socketRooms.market()];
  return symbols.map((symbol) => socketRooms.ticker(symbol));
}

/**
 * Joins the rooms of the pairs a screen shows, so the server sends this client only their
 * tickers (docs/api.md "Real time"); `'all'` for screens that list or rank every pair.
 */
export function useTickerRooms(symbols: readonly string[] | 'all'): void {
  useSocketRooms(tickerRooms(symbols));
}

/**
 * The ticker list, fed by `daymarket` for as long as the calling component is mounted, WITHOUT
 * joining a room: for a screen that works out what it shows from the list and then joins those
 * pairs with `useTickerRooms`.
 */
export function useTickerList() {
  const client = useQueryClient();
  useEffect(() => retainTickerBridge(client), [client]);
  return useQuery(tickersQuery());
}

/**
 * The ticker list, kept live for `symbols` (default: every pair, the `market` room). Pairs
 * outside `symbols` keep their fetched values.
 */
export function useLiveTickers(symbols: readonly string[] | 'all' = 'all') {
  useTickerRooms(symbols);
  return useTickerList();
}

/** One pair's live ticker (`undefined` while loading or when the pair is unknown). */
export function useLiveTicker(symbol: string) {
  const query = useLiveTickers([symbol]);
  return { ...query, ticker: query.data?.find((t) => t.symbol === symbol) };
}
