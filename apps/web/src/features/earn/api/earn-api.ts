import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  EarnHoldings,
  EarnIncome,
  EarnKind,
  EarnOrder,
  EarnProduct,
  LockPreview,
  Page,
} from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { nextPageOf } from '../../../shared/api/next-page';
import { callLazy } from '../../../shared/api/lazy-endpoint';
import { schemasForCommand } from '../../../shared/api/lazy-schemas';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { earnReads, earnSchemas } from './lazy';

/**
 * Query keys of earn. The signed-in user's data sits under `account`, so one invalidation
 * after a purchase or a `balance` event refreshes orders, income and holdings together.
 */
export const earnKeys = {
  all: ['earn'] as const,
  products: (kind: EarnKind) => [...earnKeys.all, 'products', kind] as const,
  account: () => [...earnKeys.all, 'account'] as const,
  preview: (id: number, amount: string) => [...earnKeys.account(), 'preview', id, amount] as const,
  orders: (kind: EarnKind, status: number) =>
    [...earnKeys.account(), 'orders', kind, status] as const,
  income: (id: number) => [...earnKeys.account(), 'income', id] as const,
  holdings: () => [...earnKeys.account(), 'holdings'] as const,
};

const quiet = { silent: true, loading: false } as const;

/** Every listed product of a kind (a screen shows them all; there are few). */
async function fetchProducts(kind: EarnKind): Promise<EarnProduct[]> {
  const page: Page<EarnProduct> = await (kind === 'lock'
    ? callLazy(earnReads.lockProducts, { limit: 100 }, quiet)
    : callLazy(earnReads.products, { kind, limit: 100 }, quiet));
  return page.data;
}

export function useEarnProducts(kind: EarnKind) {
  return useQuery({ queryKey: earnKeys.products(kind), queryFn: () => fetchProducts(kind) });
}

/** GET /api/lh/deposit/preview: the exact rate and income of an amount, before confirming. */
export function useLockPreview(id: number, amount: string | null) {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useQuery({
    queryKey: earnKeys.preview(id, amount ?? ''),
    queryFn: (): Promise<LockPreview> =>
      callLazy(earnReads.lockPreview, { config_id: id, amount: amount ?? '' }, quiet),
    enabled: loggedIn && amount !== null,
    retry: false,
  });
}

const ordersQuery = (kind: EarnKind, status: number) =>
  infiniteQueryOptions({
    queryKey: earnKeys.orders(kind, status),
    queryFn: ({ pageParam }): Promise<Page<EarnOrder>> =>
      kind === 'lock'
        ? callLazy(earnReads.lockOrders, { status, page: pageParam, limit: 10 }, quiet)
        : callLazy(earnReads.orders, { kind, status, page: pageParam, limit: 10 }, quiet),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export function useEarnOrders(kind: EarnKind, status: number) {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useInfiniteQuery({ ...ordersQuery(kind, status), enabled: loggedIn });
}

export function useEarnIncome(id: number) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: earnKeys.income(id),
      queryFn: ({ pageParam }): Promise<Page<EarnIncome>> =>
        callLazy(earnReads.income, { id, page: pageParam, limit: 10 }, quiet),
      initialPageParam: 1,
      getNextPageParam: nextPageOf,
    }),
  );
}

/** GET /api/earn/holdings: active earn holdings with their USDT value (the assets page). */
export function useEarnHoldings() {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useQuery({
    queryKey: earnKeys.holdings(),
    queryFn: (): Promise<EarnHoldings> => callLazy(earnReads.holdings, undefined, quiet),
    enabled: loggedIn,
  });
}

type Command =
  | { path: '/lh/deposit'; data: { config_id: number; amount: string; day_rate: string } }
  | { path: '/lh/deposit/order/cancel'; data: { id: number } }
  | { path: '/earn/flexible/subscribe'; data: { product_id: number; amount: string } }
  | { path: '/earn/flexible/redeem'; data: { id: number; amount: string } }
  | { path: '/earn/cloud/buy'; data: { product_id: number; units: number } };

/**
 * A command that moves money. Refusals are not toasted: the confirmation sheet shows them.
 * Afterwards products (quota left) and the user's earn data are fetched again.
 */
export function useEarnCommand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ path, data, key }: Command & { key?: string }): Promise<EarnOrder> => {
      // The schemas first: nothing is sent whose answer could not be read.
      const { earnOrderSchema } = await schemasForCommand(earnSchemas);
      return earnOrderSchema.parse(
        await api.post<unknown>(
          path,
          {
            ...data,
            ...(key && path !== '/lh/deposit/order/cancel' ? { idempotency_key: key } : {}),
          },
          { silent: true },
        ),
      );
    },
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: earnKeys.account() }),
        client.invalidateQueries({ queryKey: [...earnKeys.all, 'products'] }),
      ]);
    },
  });
}
