import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  nftArtistDetailSchema,
  nftArtistSchema,
  nftBidSchema,
  nftBoxSeriesSchema,
  nftCurrencySchema,
  nftItemSchema,
  nftMessageSchema,
  nftPayOrderSchema,
  nftSaleSchema,
  pageSchema,
  type NftItem,
  type Page,
} from '@tidemark/contracts';
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

const itemPage = pageSchema(nftItemSchema);
const PAGE = 10;
const nextPage = (last: Page<unknown>) =>
  last.current_page < last.last_page ? last.current_page + 1 : undefined;

export function useMarket(f: MarketFilter) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: nftKeys.list(f),
      queryFn: async ({ pageParam }) =>
        itemPage.parse(
          await api.get(
            '/bind_box/getBoxList',
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
        ),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
}

export function useCurrencies() {
  return useQuery({
    queryKey: nftKeys.currencies(),
    queryFn: async () =>
      nftCurrencySchema
        .array()
        .parse(
          await api.get('/bind_box/getNftCurrency', undefined, { silent: true, loading: false }),
        ),
  });
}

export function useItem(code: string | null) {
  return useQuery({
    queryKey: nftKeys.item(code ?? ''),
    enabled: code !== null,
    queryFn: async () =>
      nftItemSchema.parse(
        await api.get('/bind_box/getBoxDetail', { code: code! }, { silent: true, loading: false }),
      ),
  });
}

export function useBids(code: string | null, enabled: boolean) {
  return useQuery({
    queryKey: nftKeys.bids(code ?? ''),
    enabled: enabled && code !== null,
    queryFn: async () =>
      nftBidSchema
        .array()
        .parse(
          await api.get(
            '/bind_box/getBindBoxQuotationLog',
            { code: code! },
            { silent: true, loading: false },
          ),
        ),
  });
}

export function useArtists() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: nftKeys.artists(),
      queryFn: async ({ pageParam }) =>
        pageSchema(nftArtistSchema).parse(
          await api.get(
            '/bind_box/getArtist',
            { page: pageParam, limit: 20 },
            { silent: true, loading: false },
          ),
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
    queryFn: async () =>
      nftArtistDetailSchema.parse(
        await api.get('/bind_box/getArtistDetail', { uid: uid! }, { silent: true, loading: false }),
      ),
  });
}

export function useSeries(id: number | null) {
  return useQuery({
    queryKey: nftKeys.series(id ?? 0),
    enabled: id !== null,
    queryFn: async () =>
      nftBoxSeriesSchema.parse(
        await api.get(
          '/bind_box/getBoxSeries',
          { series_id: id! },
          { silent: true, loading: false },
        ),
      ),
  });
}

export function useMine(tab: 'owned' | 'on_sale' | 'boxes') {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: nftKeys.mine(tab),
      queryFn: async ({ pageParam }) =>
        itemPage.parse(
          await api.get(
            '/bind_box/getMyNFTs',
            { tab, page: pageParam, limit: PAGE },
            { silent: true, loading: false },
          ),
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
      queryFn: async ({ pageParam }) =>
        pageSchema(nftBidSchema).parse(
          await api.get(
            '/bind_box/getMyBindBoxQuotationLog',
            { page: pageParam, limit: PAGE },
            { silent: true, loading: false },
          ),
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
      queryFn: async ({ pageParam }) =>
        pageSchema(nftMessageSchema).parse(
          await api.get(
            '/bind_box/getNFTMessages',
            { page: pageParam, limit: PAGE },
            { silent: true, loading: false },
          ),
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
    queryFn: async () =>
      nftPayOrderSchema.array().parse(
        await api.get('/bind_box/getNeedPayNFTOrder', undefined, {
          silent: true,
          loading: false,
        }),
      ),
  });
}

export function useCollection() {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useQuery({
    queryKey: nftKeys.collection(),
    enabled: loggedIn,
    queryFn: async () =>
      nftItemSchema
        .array()
        .parse(
          await api.get('/bind_box/getCollection', undefined, { silent: true, loading: false }),
        ),
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
    mutationFn: async (input: { code: string; idempotency_key: string }) =>
      nftSaleSchema.parse(await api.post('/bind_box/buyNFT', input, { silent: true })),
    onSettled: refresh,
  });
}

export function useBid() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: { code: string; price: string }) =>
      api.post('/bind_box/auctionNFT', input, { silent: true }),
    onSettled: refresh,
  });
}

export function usePay() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) =>
      nftSaleSchema.parse(await api.post('/bind_box/payNFTOrder', { id }, { silent: true })),
    onSettled: refresh,
  });
}

export function useOpenBox() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (code: string): Promise<NftItem> =>
      nftItemSchema.parse(await api.post('/bind_box/openBlindBox', { code }, { silent: true })),
    onSettled: refresh,
  });
}

export function useCollect() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (code: string) => api.post('/bind_box/collect', { code }),
    onSettled: refresh,
  });
}

export function useResell() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: {
      code: string;
      pay_type: number;
      price: string;
      per_increase?: string;
      start_time: number;
      end_time: number;
    }) => nftItemSchema.parse(await api.post('/bind_box/resellNFT', input, { silent: true })),
    onSettled: refresh,
  });
}

export function useCancelResell() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (code: string) => api.post('/bind_box/cancelResell', { code }),
    onSettled: refresh,
  });
}

export function useReadMessage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) =>
      api.post('/bind_box/readNFTMessage', { id }, { silent: true }),
    onSettled: refresh,
  });
}
