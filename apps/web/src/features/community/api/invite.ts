import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  inviteeSchema,
  inviteInfoSchema,
  pageSchema,
  rebateSchema,
  type Invitee,
  type Page,
  type Rebate,
} from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { communityKeys } from './keys';

/** GET /api/user/invite_info: code, invitee count, totals, the rate and its days. */
export function useInviteInfo() {
  return useQuery({
    queryKey: [...communityKeys.account(), 'invite'],
    queryFn: async () =>
      inviteInfoSchema.parse(
        await api.get<unknown>('/user/invite_info', {}, { silent: true, loading: false }),
      ),
  });
}

function pagedQuery<T>(path: string, schema: { parse(value: unknown): Page<T> }, key: string) {
  return infiniteQueryOptions({
    queryKey: [...communityKeys.account(), key],
    queryFn: async ({ pageParam }): Promise<Page<T>> =>
      schema.parse(
        await api.post<unknown>(
          path,
          { page: pageParam, limit: 20 },
          { silent: true, loading: false },
        ),
      ),
    initialPageParam: 1,
    getNextPageParam: (last: Page<T>) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });
}

/** POST /api/user/my_invite_list */
export const useInvitees = () =>
  useInfiniteQuery(
    pagedQuery<Invitee>('/user/my_invite_list', pageSchema(inviteeSchema), 'invitees'),
  );
/** POST /api/user/my_profit_list */
export const useRebates = () =>
  useInfiniteQuery(pagedQuery<Rebate>('/user/my_profit_list', pageSchema(rebateSchema), 'rebates'));

/** The link a new user registers with: this app's register page carrying the code. */
export function inviteLink(code: string): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}#/pages/common/register?extension_code=${encodeURIComponent(code)}`;
}
