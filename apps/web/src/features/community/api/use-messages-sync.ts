import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SOCKET_EVENTS } from '@tidemark/contracts';
import { useSocketEvent } from '../../../shared/socket/use-socket';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { communityKeys } from './keys';
import { communitySchemas } from './lazy';

/**
 * The bridge from the `message` event into the cache: the pushed unread count replaces the
 * stored one and the inbox is fetched again, so a new message appears without a reload.
 */
export function useMessagesSync(): void {
  const client = useQueryClient();
  const loggedIn = useAppStore(selectIsLoggedIn);
  useSocketEvent(SOCKET_EVENTS.message, (payload) => {
    // The unread query loaded the schemas before any count was shown; wait if it has not yet.
    void communitySchemas.load().then(
      ({ unreadSchema }) => {
        const parsed = unreadSchema.safeParse(payload);
        if (parsed.success) client.setQueryData(communityKeys.unread(), parsed.data);
      },
      () => undefined,
    );
    void client.invalidateQueries({ queryKey: communityKeys.messagesAll() });
  });
  useEffect(() => {
    if (!loggedIn) client.removeQueries({ queryKey: communityKeys.account() });
  }, [client, loggedIn]);
}
