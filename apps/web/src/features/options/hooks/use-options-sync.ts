import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SOCKET_EVENTS } from '@tidemark/contracts';
import { useSocketEvent } from '../../../shared/socket/use-socket';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { optionsKeys } from '../api/keys';
import { applyClosedOrder } from '../order-cache';

/**
 * The bridge from the private events into the options cache: `closed_microorder` (an order of
 * the user was settled) puts the settled order where its screens read it and refreshes the
 * history; `balance` refreshes the micro balance. Signing out drops the user's data.
 */
export function useOptionsSync(): void {
  const client = useQueryClient();
  const loggedIn = useAppStore(selectIsLoggedIn);
  useSocketEvent(SOCKET_EVENTS.closedMicroorder, (payload) => applyClosedOrder(client, payload));
  useSocketEvent(SOCKET_EVENTS.balance, () => {
    void client.invalidateQueries({ queryKey: optionsKeys.currencies() });
  });
  useEffect(() => {
    if (!loggedIn) client.removeQueries({ queryKey: optionsKeys.account() });
  }, [client, loggedIn]);
}
