import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import {
  chainDepositSchema,
  chainEndpoints,
  SOCKET_EVENTS,
  withdrawRecordSchema,
  type Page,
} from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { useSocketEvent } from '../../../shared/socket/use-socket';
import { walletKeys } from './keys';
import { callPage, nextPageOf } from './paged';
import type { ChainDeposit, WithdrawRecord } from './types';

/**
 * Keys of on-chain deposits (under the wallet's records, so a `balance` event refreshes them
 * too) and of the test deposit's availability. Kept here, not in `walletKeys`, which the home
 * route loads: these load with the screens that show them.
 */
const chainKeys = {
  all: () => [...walletKeys.records(), 'chain-deposits'] as const,
  /** Of one currency, or (0) of all. */
  deposits: (currency?: number) => [...chainKeys.all(), currency ?? 0] as const,
  testDeposit: () => [...walletKeys.all, 'test-deposit'] as const,
};

/** GET /api/wallet/chain_deposits: the user's on-chain deposits, of one currency or all. */
const chainDepositsQuery = (currency?: number) =>
  infiniteQueryOptions({
    queryKey: chainKeys.deposits(currency),
    queryFn: ({ pageParam }) =>
      callPage(chainEndpoints.deposits, pageParam, currency ? { currency } : {}),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // The socket carries each new confirmation; while one is confirming the list is also read
    // again now and then, so a frame lost on a reconnect does not leave it behind.
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.data.some((row) => row.status === 'seen'))
        ? CONFIRMING_REFRESH_MS
        : false,
  });

/** How often a list with a deposit still confirming is read again. */
const CONFIRMING_REFRESH_MS = 10_000;

export function useChainDeposits(currency?: number) {
  return useInfiniteQuery(chainDepositsQuery(currency));
}

type Paged<T> = InfiniteData<Page<T>>;

/**
 * A row pushed by the server, merged into a cached paged list: the row of the same id is
 * replaced where it is; a new row goes first when `belongs` says the list shows it.
 */
function mergeRow<T extends { id: number }>(
  data: Paged<T> | undefined,
  row: T,
  belongs: boolean,
): Paged<T> | undefined {
  if (!data) return data;
  let found = false;
  const pages = data.pages.map((page) => ({
    ...page,
    data: page.data.map((item) => {
      if (item.id !== row.id) return item;
      found = true;
      return row;
    }),
  }));
  if (found || !belongs) return found ? { ...data, pages } : data;
  const [first, ...rest] = pages;
  if (!first) return data;
  return {
    ...data,
    pages: [{ ...first, data: [row, ...first.data], total: first.total + 1 }, ...rest],
  };
}

/**
 * The bridge from the private `chain_deposit` event into the cache: the deposit's row is updated
 * (or added) in every list of on-chain deposits, and a credit refreshes the balances.
 */
export function useChainDepositSync(): void {
  const client = useQueryClient();
  useSocketEvent(SOCKET_EVENTS.chainDeposit, (payload) => {
    const parsed = chainDepositSchema.safeParse(payload);
    if (!parsed.success) return;
    const row = parsed.data;
    for (const [key] of client.getQueriesData({ queryKey: chainKeys.all() })) {
      const currency = key[key.length - 1];
      client.setQueryData<Paged<ChainDeposit>>(key, (data) =>
        mergeRow(data, row, currency === 0 || currency === row.currency_id),
      );
    }
    if (row.status === 'credited')
      void client.invalidateQueries({
        queryKey: walletKeys.balances(),
        predicate: (query) => !query.queryKey.includes('chain-deposits'),
      });
  });
}

/** The same for the `withdrawal` event: the withdrawal's row in the records follows its state. */
export function useWithdrawalSync(): void {
  const client = useQueryClient();
  useSocketEvent(SOCKET_EVENTS.withdrawal, (payload) => {
    const parsed = withdrawRecordSchema.safeParse(payload);
    if (!parsed.success) return;
    client.setQueryData<Paged<WithdrawRecord>>(walletKeys.withdrawList(), (data) =>
      mergeRow(data, parsed.data, true),
    );
  });
}

/**
 * GET /api/dev/chain/test_deposit: which currencies and chains can receive test coins (demo mode
 * on the local test node only; anywhere else the route answers 404, read as "none").
 */
const testDepositQuery = () =>
  queryOptions({
    queryKey: chainKeys.testDeposit(),
    queryFn: async () => {
      try {
        const offer = await api.call(chainEndpoints.testDepositOffer, undefined, {
          silent: true,
          loading: false,
        });
        return offer.currencies;
      } catch {
        return [];
      }
    },
    staleTime: Infinity,
  });

export function useTestDepositAvailable(currency: number, chain: string): boolean {
  const query = useQuery(testDepositQuery());
  return (query.data ?? []).some((c) => c.currency_id === currency && c.chain === chain);
}

/** POST /api/dev/chain/test_deposit: sends test coins to the user's own deposit address. */
export function useSendTestDeposit() {
  const client = useQueryClient();
  return useMutation({
    // The node mines the transfer at once: the deposit shows as soon as the watcher sees it.
    onSuccess: () => void client.invalidateQueries({ queryKey: chainKeys.all() }),
    mutationFn: ({ currency, chain }: { currency: number; chain: string }) =>
      api.call(chainEndpoints.testDeposit, { currency, chain }),
  });
}
