import { useQuery } from '@tanstack/react-query';
import { copytradeEndpoints as ep, leverEndpoints, type COPY_SORTS } from '@tidemark/contracts';
import { api } from '../../shared/api/client';
import { useEndpointMutation, useEndpointPages } from '../../shared/api/endpoint-hooks';
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

export function useTraders(sort: CopySort, openOnly: boolean) {
  return useEndpointPages(ep.traders, {
    key: copyKeys.traders(sort, openOnly),
    limit: LIMIT,
    input: { sort, ...(openOnly ? { open_only: true } : {}) },
  });
}

export function useTraderDetail(id: number) {
  return useQuery({
    queryKey: copyKeys.trader(id),
    queryFn: () => api.call(ep.traderDetail, { trader_user_id: id }, quiet),
    enabled: id > 0,
  });
}

export function useTraderHistory(id: number) {
  return useEndpointPages(ep.traderHistory, {
    key: copyKeys.history(id),
    limit: LIMIT,
    input: { trader_user_id: id },
    enabled: id > 0,
  });
}

export function useMyCopies(status: 1 | 3) {
  return useEndpointPages(ep.myCopies, {
    key: copyKeys.copies(status),
    limit: LIMIT,
    input: { status },
    signedIn: true,
  });
}

export function useMySkips() {
  return useEndpointPages(ep.skips, { key: copyKeys.skips(), limit: LIMIT, signedIn: true });
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

/**
 * A command of the user: refusals stay in the sheet or form (silent); afterwards every view of
 * the user's copy trading refreshes, and the views of a trader it changes.
 */
const mineAnd =
  <V>(extra: (vars: V) => unknown[][] = () => []) =>
  (vars: V) => [copyKeys.mine(), ...extra(vars)];
const traderViews = (traderId: number) => [
  [...copyKeys.trader(traderId)],
  [...copyKeys.all, 'traders'],
];

export interface FollowInput {
  trader_user_id: number;
  type: 1 | 2;
  number: string;
  max_margin?: string;
}

export const useFollow = () =>
  useEndpointMutation(ep.follow, {
    input: (input: FollowInput) => ({ ...input }),
    invalidate: mineAnd((input: FollowInput) => traderViews(input.trader_user_id)),
  });

export const useCancelFollow = () =>
  useEndpointMutation(ep.cancelFollow, {
    input: (traderId: number) => ({ follow_user_id: traderId }),
    invalidate: mineAnd(traderViews),
  });

export const useAcceptAgreement = () =>
  useEndpointMutation(ep.acceptAgreement, {
    input: (version: number) => ({ version }),
    invalidate: mineAnd(),
  });

export const useSelfHolding = () =>
  useEndpointMutation(ep.selfHolding, {
    input: (id: number) => ({ transaction_id: id }),
    invalidate: mineAnd(),
  });

export const useCloseCopy = () =>
  useEndpointMutation(leverEndpoints.close, {
    input: (id: number) => ({ id }),
    invalidate: mineAnd(),
  });

export const useApplyTrader = () =>
  useEndpointMutation(ep.apply, {
    input: (input: { nickname: string; introduction: string; experience: string }) => ({
      ...input,
    }),
    invalidate: mineAnd(),
  });

export const useTraderSettings = () =>
  useEndpointMutation(ep.traderSettings, {
    input: (input: { paused: boolean; followers_max: number }) => ({ ...input }),
    invalidate: mineAnd(),
  });

export const useStopTrader = () =>
  useEndpointMutation(ep.stopTrader, { input: (_none: void) => ({}), invalidate: mineAnd() });
