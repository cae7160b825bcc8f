import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { nftEndpoints, type NftItem, type Page } from '@tidemark/contracts';
import { api } from '../../shared/api/client';
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
const nextPage = (last: Page<unknown>) =>
  last.current_page < last.last_page ? last.current_page + 1 : undefined;

export function useMarket(f: MarketFilter) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: nftKeys.list(f),
      queryFn: ({ pageParam }) =>
        api.call(
          nftEndpoints.list,
          {
            page: pageParam,
            limit: PAGE,
            pay_type: f.pay_type,
            ...(f.keyword ? { keyword: f.keyword } : {}),
            ...(f.currency ? { currency: f.currency } : {}),
            ...(f.type ? { type: f.type } : {}),
          },
          { silent: true, loading: false },
        ),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
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
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: nftKeys.artists(),
      queryFn: ({ pageParam }) =>
        api.call(
          nftEndpoints.artists,
          { page: pageParam, limit: 20 },
          { silent: true, loading: false },
        ),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
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
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: nftKeys.mine(tab),
      queryFn: ({ pageParam }) =>
        api.call(
          nftEndpoints.mine,
          { tab, page: pageParam, limit: PAGE },
          { silent: true, loading: false },
        ),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
    enabled: loggedIn,
  });
}

export function useMyBids() {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: nftKeys.myBids(),
      queryFn: ({ pageParam }) =>
        api.call(
          nftEndpoints.myBids,
          { page: pageParam, limit: PAGE },
          { silent: true, loading: false },
        ),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
    enabled: loggedIn,
  });
}

export function useMessages() {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: nftKeys.messages(),
      queryFn: ({ pageParam }) =>
        api.call(
          nftEndpoints.messages,
          { page: pageParam, limit: PAGE },
          { silent: true, loading: false },
        ),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
    enabled: loggedIn,
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
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: nftKeys.all });
}

export function useBuy() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { code: string; idempotency_key: string }) =>
      api.call(nftEndpoints.buy, input, { silent: true }),
    onSettled: refresh,
  });
}

export function useBid() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { code: string; price: string }) =>
      api.call(nftEndpoints.bid, input, { silent: true }),
    onSettled: refresh,
  });
}

export function usePay() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.call(nftEndpoints.pay, { id }, { silent: true }),
    onSettled: refresh,
  });
}

export function useOpenBox() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: string): Promise<NftItem> =>
      api.call(nftEndpoints.openBox, { code }, { silent: true }),
    onSettled: refresh,
  });
}

export function useCollect() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: string) => api.call(nftEndpoints.collect, { code }),
    onSettled: refresh,
  });
}

export function useResell() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: {
      code: string;
      pay_type: number;
      price: string;
      per_increase?: string;
      start_time: number;
      end_time: number;
    }) => api.call(nftEndpoints.resell, input, { silent: true }),
    onSettled: refresh,
  });
}

export function useCancelResell() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: string) => api.call(nftEndpoints.cancelResell, { code }),
    onSettled: refresh,
  });
}

export function useReadMessage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.call(nftEndpoints.readMessage, { id }, { silent: true }),
    onSettled: refresh,
  });
}
