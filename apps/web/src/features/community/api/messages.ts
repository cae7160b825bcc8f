import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { InboxMessage, Page, Unread } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { checked } from '../../../shared/api/lazy-schemas';
import { communityKeys } from './keys';
import { communitySchemas } from './lazy';

const MESSAGE_PAGE_SIZE = 15;

/** GET /api/message/list: one page of the inbox, newest first, in the current language. */
export async function fetchMessages(page: number, isRead?: boolean): Promise<Page<InboxMessage>> {
  return checked(
    api.get<unknown>(
      '/message/list',
      {
        page,
        limit: MESSAGE_PAGE_SIZE,
        ...(isRead === undefined ? {} : { is_read: String(isRead) }),
      },
      { silent: true, loading: false },
    ),
    communitySchemas,
    (s) => s.messagePageSchema,
  );
}

const messagesQuery = (isRead?: boolean) =>
  infiniteQueryOptions({
    queryKey: communityKeys.messages(isRead),
    queryFn: ({ pageParam }) => fetchMessages(pageParam, isRead),
    initialPageParam: 1,
    getNextPageParam: (last: Page<InboxMessage>) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });

export function useMessages(isRead?: boolean) {
  return useInfiniteQuery(messagesQuery(isRead));
}

/** GET /api/message/unread; the `message` socket event keeps it current (see `useMessagesSync`). */
export function useUnreadCount(): number {
  const loggedIn = useAppStore(selectIsLoggedIn);
  const query = useQuery({
    queryKey: communityKeys.unread(),
    queryFn: () =>
      checked(
        api.get<unknown>('/message/unread', {}, { silent: true, loading: false }),
        communitySchemas,
        (s) => s.unreadSchema,
      ),
    enabled: loggedIn,
  });
  return loggedIn ? (query.data?.unread ?? 0) : 0;
}

type Action = { kind: 'read'; id: number } | { kind: 'delete'; id: number } | { kind: 'read_all' };

/** POST /api/message/read | delete | read_all: each answers the new unread count. */
export function useMessageAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: Action): Promise<Unread> => {
      const path = `/message/${action.kind}`;
      const body = action.kind === 'read_all' ? {} : { id: action.id };
      return checked(api.post<unknown>(path, body), communitySchemas, (s) => s.unreadSchema);
    },
    onSuccess: (unread) => client.setQueryData(communityKeys.unread(), unread),
    onSettled: () => client.invalidateQueries({ queryKey: communityKeys.messagesAll() }),
  });
}
