import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  copytradeEndpoints as ep,
  leverEndpoints,
  type COPY_SORTS,
  type Endpoint,
  type Page,
} from '@tidemark/contracts';
import type { z } from 'zod';
import { api } from '../../shared/api/client';
import { selectIsLoggedIn, useAppStore } from '../../shared/store/app-store';

export type CopySort = (typeof COPY_SORTS)[number];

/** Query keys: everything of the signed-in user under `mine`, so one call refreshes it. */
export const copyKeys = {
  all: ['copytrade'] as const,
  traders: (sort: CopySort, openOnly: boolean) =>
    [...copyKeys.all, 'traders', sort, openOnly] as const,
  trader: (id: number) => [...copyKeys.all, 'trader', id] as const,
  history: (id: number) => [...copyKeys.all, 'history', id] as const,
  mine: () => [...copyKeys.all, 'mine'] as const,
  follows: () => [...copyKeys.mine(), 'follows'] as const,
  copies: (status: 1 | 3) => [...copyKeys.mine(), 'copies', status] as const,
  skips: () => [...copyKeys.mine(), 'skips'] as const,
  me: () => [...copyKeys.mine(), 'me'] as const,
  agreement: () => [...copyKeys.mine(), 'agreement'] as const,
};

const quiet = { silent: true, loading: false } as const;
const LIMIT = 20;

function paged<T>(
  key: readonly unknown[],
  endpoint: Endpoint<z.ZodType, z.ZodType<Page<T>>>,
  extra: Record<string, string | number | boolean> = {},
) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam }) =>
      api.call(endpoint, { ...extra, page: pageParam, limit: LIMIT }, quiet),
    initialPageParam: 1,
    getNextPageParam: (last: Page<T>) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });
}

export function useTraders(sort: CopySort, openOnly: boolean) {
  return useInfiniteQuery(
    paged(copyKeys.traders(sort, openOnly), ep.traders, {
      sort,
      ...(openOnly ? { open_only: true } : {}),
    }),
  );
}

export function useTraderDetail(id: number) {
  return useQuery({
    queryKey: copyKeys.trader(id),
    queryFn: () => api.call(ep.traderDetail, { trader_user_id: id }, quiet),
    enabled: id > 0,
  });
}

export function useTraderHistory(id: number) {
  return useInfiniteQuery({
    ...paged(copyKeys.history(id), ep.traderHistory, {
      trader_user_id: id,
    }),
    enabled: id > 0,
  });
}

export function useMyCopies(status: 1 | 3) {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useInfiniteQuery({
    ...paged(copyKeys.copies(status), ep.myCopies, { status }),
    enabled: loggedIn,
  });
}

export function useMySkips() {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useInfiniteQuery({
    ...paged(copyKeys.skips(), ep.skips),
    enabled: loggedIn,
  });
}

export function useMyFollows() {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useQuery({
    queryKey: copyKeys.follows(),
    queryFn: () => api.call(ep.myFollows, {}, quiet),
    enabled: loggedIn,
  });
}

export function useCopyMe() {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useQuery({
    queryKey: copyKeys.me(),
    queryFn: () => api.call(ep.me, {}, quiet),
    enabled: loggedIn,
  });
}

export function useAgreement() {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useQuery({
    queryKey: copyKeys.agreement(),
    queryFn: () => api.call(ep.agreement, {}, quiet),
    enabled: loggedIn,
  });
}

/** A command of the user: refusals stay in the sheet or form (silent); afterwards every view of the user's copy trading refreshes. */
function useCommand<I, O>(
  run: (input: I) => Promise<O>,
  extraKeys: (input: I) => unknown[][] = () => [],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async (_d, _e, input) => {
      await client.invalidateQueries({ queryKey: copyKeys.mine() });
      for (const key of extraKeys(input)) await client.invalidateQueries({ queryKey: key });
    },
  });
}

export interface FollowInput {
  trader_user_id: number;
  type: 1 | 2;
  number: string;
  max_margin?: string;
}

export const useFollow = () =>
  useCommand(
    (input: FollowInput) => api.call(ep.follow, { ...input }, { silent: true }),
    (input) => [[...copyKeys.trader(input.trader_user_id)], [...copyKeys.all, 'traders']],
  );

export const useCancelFollow = () =>
  useCommand(
    (traderId: number) => api.call(ep.cancelFollow, { follow_user_id: traderId }, { silent: true }),
    (traderId) => [[...copyKeys.trader(traderId)], [...copyKeys.all, 'traders']],
  );

export const useAcceptAgreement = () =>
  useCommand((version: number) => api.call(ep.acceptAgreement, { version }, { silent: true }));

export const useSelfHolding = () =>
  useCommand((id: number) => api.call(ep.selfHolding, { transaction_id: id }, { silent: true }));

export const useCloseCopy = () =>
  useCommand((id: number) => api.call(leverEndpoints.close, { id }, { silent: true }));

export const useApplyTrader = () =>
  useCommand((input: { nickname: string; introduction: string; experience: string }) =>
    api.call(ep.apply, { ...input }, { silent: true }),
  );

export const useTraderSettings = () =>
  useCommand((input: { paused: boolean; followers_max: number }) =>
    api.call(ep.traderSettings, { ...input }, { silent: true }),
  );

export const useStopTrader = () => useCommand(() => api.call(ep.stopTrader, {}, { silent: true }));
