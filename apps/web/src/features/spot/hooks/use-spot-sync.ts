import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SOCKET_EVENTS } from '@tidemark/contracts';
import { useSocketEvent } from '../../../shared/socket/use-socket';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { spotKeys } from '../api/keys';

/**
 * The bridge from the private events into the spot cache: an `order_update` (an order of the
 * user was placed, filled or cancelled) or a `balance` change refetches the user's spot
 * balances and order lists. Signing out drops them, so the next visitor never sees them.
 */
export function useSpotSync(): void {
  const client = useQueryClient();
  const loggedIn = useAppStore(selectIsLoggedIn);
  const refresh = () => void client.invalidateQueries({ queryKey: spotKeys.account() });
  useSocketEvent(SOCKET_EVENTS.orderUpdate, refresh);
  useSocketEvent(SOCKET_EVENTS.balance, refresh);
  useEffect(() => {
    if (!loggedIn) client.removeQueries({ queryKey: spotKeys.account() });
  }, [client, loggedIn]);
}
