import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { inviteEndpoints, type Page } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { communityKeys } from './keys';

const quiet = { silent: true, loading: false } as const;

/** GET /api/user/invite_info: code, invitee count, totals, the rate and its days. */
export function useInviteInfo() {
  return useQuery({
    queryKey: [...communityKeys.account(), 'invite'],
    queryFn: () => api.call(inviteEndpoints.info, {}, quiet),
  });
}

const nextPage = <T>(last: Page<T>) =>
  last.current_page < last.last_page ? last.current_page + 1 : undefined;

/** POST /api/user/my_invite_list */
export const useInvitees = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...communityKeys.account(), 'invitees'],
      queryFn: ({ pageParam }) =>
        api.call(inviteEndpoints.invitees, { page: pageParam, limit: 20 }, quiet),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
/** POST /api/user/my_profit_list */
export const useRebates = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...communityKeys.account(), 'rebates'],
      queryFn: ({ pageParam }) =>
        api.call(inviteEndpoints.rebates, { page: pageParam, limit: 20 }, quiet),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );

/** The link a new user registers with: this app's register page carrying the code. */
export function inviteLink(code: string): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}#/pages/common/register?extension_code=${encodeURIComponent(code)}`;
}
