import { useQuery } from '@tanstack/react-query';
import { nftEndpoints } from '@tidemark/contracts';
import { api } from '../../shared/api/client';
import { useEndpointMutation, useEndpointPages } from '../../shared/api/endpoint-hooks';
import { selectIsLoggedIn, useAppStore } from '../../shared/store/app-store';

/** Query keys: the signed-in user's data under `account`, so signing out drops it in one call. */
export const nftKeys = {
  all: ['nft'] as const,
  list: (f: MarketFilter) => [...nftKeys.all, 'list', f] as const,
  item: (code: string) => [...nftKeys.all, 'item', code] as const,
  bids: (code: string) => [...nftKeys.all, 'bids', code] as const,
  currencies: () => [...nftKeys.all, 'currencies'] as const,
  artists: () => [...nftKeys.all, 'artists'] as const,
  artist: (uid: number) => [...nftKeys.all, 'artist', uid] as const,
  series: (id: number) => [...nftKeys.all, 'series', id] as const,
  account: () => [...nftKeys.all, 'account'] as const,
  mine: (tab: string) => [...nftKeys.account(), 'mine', tab] as const,
  myBids: () => [...nftKeys.account(), 'bids'] as const,
  orders: () => [...nftKeys.account(), 'orders'] as const,
  messages: () => [...nftKeys.account(), 'messages'] as const,
  collection: () => [...nftKeys.account(), 'collection'] as const,
};

export interface MarketFilter {
  pay_type: number;
  keyword: string;
  currency: number | null;
  type: number | null;
}

const PAGE = 10;

export function useMarket(f: MarketFilter) {
  return useEndpointPages(nftEndpoints.list, {
    key: nftKeys.list(f),
    limit: PAGE,
    input: {
      pay_type: f.pay_type,
      ...(f.keyword ? { keyword: f.keyword } : {}),
      ...(f.currency ? { currency: f.currency } : {}),
      ...(f.type ? { type: f.type } : {}),
    },
  });
}

export function useCurrencies() {
  return useQuery({
    queryKey: nftKeys.currencies(),
    queryFn: () => api.call(nftEndpoints.currencies, undefined, { silent: true, loading: false }),
  });
}

export function useItem(code: string | null) {
  return useQuery({
    queryKey: nftKeys.item(code ?? ''),
    enabled: code !== null,
    queryFn: () => api.call(nftEndpoints.detail, { code: code! }, { silent: true, loading: false }),
  });
}

export function useBids(code: string | null, enabled: boolean) {
  return useQuery({
    queryKey: nftKeys.bids(code ?? ''),
    enabled: enabled && code !== null,
    queryFn: () => api.call(nftEndpoints.bids, { code: code! }, { silent: true, loading: false }),
  });
}

export function useArtists() {
  return useEndpointPages(nftEndpoints.artists, { key: nftKeys.artists(), limit: 20 });
}

export function useArtist(uid: number | null) {
  return useQuery({
    queryKey: nftKeys.artist(uid ?? 0),
    enabled: uid !== null,
    queryFn: () =>
      api.call(nftEndpoints.artistDetail, { uid: uid! }, { silent: true, loading: false }),
  });
}

export function useSeries(id: number | null) {
  return useQuery({
    queryKey: nftKeys.series(id ?? 0),
    enabled: id !== null,
    queryFn: () =>
      api.call(nftEndpoints.boxSeries, { series_id: id! }, { silent: true, loading: false }),
  });
}

export function useMine(tab: 'owned' | 'on_sale' | 'boxes') {
  return useEndpointPages(nftEndpoints.mine, {
    key: nftKeys.mine(tab),
    limit: PAGE,
    input: { tab },
    signedIn: true,
  });
}

export function useMyBids() {
  return useEndpointPages(nftEndpoints.myBids, {
    key: nftKeys.myBids(),
    limit: PAGE,
    signedIn: true,
  });
}

export function useMessages() {
  return useEndpointPages(nftEndpoints.messages, {
    key: nftKeys.messages(),
    limit: PAGE,
    signedIn: true,
  });
}

export function usePayOrders() {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useQuery({
    queryKey: nftKeys.orders(),
    enabled: loggedIn,
    queryFn: () => api.call(nftEndpoints.payOrders, undefined, { silent: true, loading: false }),
  });
}

export function useCollection() {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useQuery({
    queryKey: nftKeys.collection(),
    enabled: loggedIn,
    queryFn: () => api.call(nftEndpoints.collection, undefined, { silent: true, loading: false }),
  });
}

/** After any command: the item, the user's lists and balances may all have changed. */
const refreshAll = [nftKeys.all];

export const useBuy = () =>
  useEndpointMutation(nftEndpoints.buy, {
    input: (input: { code: string; idempotency_key: string }) => input,
    invalidate: refreshAll,
  });

export const useBid = () =>
  useEndpointMutation(nftEndpoints.bid, {
    input: (input: { code: string; price: string }) => input,
    invalidate: refreshAll,
  });

export const usePay = () =>
  useEndpointMutation(nftEndpoints.pay, {
    input: (id: number) => ({ id }),
    invalidate: refreshAll,
  });

export const useOpenBox = () =>
  useEndpointMutation(nftEndpoints.openBox, {
    input: (code: string) => ({ code }),
    invalidate: refreshAll,
  });

export const useCollect = () =>
  useEndpointMutation(nftEndpoints.collect, {
    input: (code: string) => ({ code }),
    invalidate: refreshAll,
    silent: false,
  });

export interface ResellInput {
  code: string;
  pay_type: number;
  price: string;
  per_increase?: string;
  start_time: number;
  end_time: number;
}

export const useResell = () =>
  useEndpointMutation(nftEndpoints.resell, {
    input: (input: ResellInput) => ({ ...input }),
    invalidate: refreshAll,
  });

export const useCancelResell = () =>
  useEndpointMutation(nftEndpoints.cancelResell, {
    input: (code: string) => ({ code }),
    invalidate: refreshAll,
    silent: false,
  });

export const useReadMessage = () =>
  useEndpointMutation(nftEndpoints.readMessage, {
    input: (id: number) => ({ id }),
    invalidate: refreshAll,
  });
