import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  inviteeSchema,
  inviteInfoSchema,
  pageSchema,
  rebateSchema,
  type Page,
} from '@tidemark/contracts';
import type { z } from 'zod';
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

function pagedQuery<S extends z.ZodType>(path: string, item: S, key: string) {
  const schema = pageSchema(item);
  return infiniteQueryOptions({
    queryKey: [...communityKeys.account(), key],
    queryFn: async ({ pageParam }): Promise<Page<z.infer<S>>> =>
      schema.parse(
        await api.post<unknown>(
          path,
          { page: pageParam, limit: 20 },
          { silent: true, loading: false },
        ),
      ) as Page<z.infer<S>>,
    initialPageParam: 1,
    getNextPageParam: (last: Page<z.infer<S>>) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });
}

/** POST /api/user/my_invite_list */
export const useInvitees = () =>
  useInfiniteQuery(pagedQuery('/user/my_invite_list', inviteeSchema, 'invitees'));
/** POST /api/user/my_profit_list */
export const useRebates = () =>
  useInfiniteQuery(pagedQuery('/user/my_profit_list', rebateSchema, 'rebates'));

/** The link a new user registers with: this app's register page carrying the code. */
export function inviteLink(code: string): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}#/pages/common/register?extension_code=${encodeURIComponent(code)}`;
}
