import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SOCKET_EVENTS } from '@tidemark/contracts';
import { useSocketEvent } from '../../../shared/socket/use-socket';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { leverKeys } from '../api/keys';
import { applyLeverClosed, applyLeverTrade } from '../lever-cache';

/**
 * The bridge from the user's private events into the contract cache while a contract screen
 * is shown: `lever_trade` rewrites the deal and the open/waiting lists (live PnL and risk
 * rate), `lever_closed` refreshes the history, and `balance` (a transfer into the contract
 * account, say) refetches the deals. Signing out drops the user's contract data.
 */
export function useLeverSync(): void {
  const client = useQueryClient();
  const loggedIn = useAppStore(selectIsLoggedIn);
  useSocketEvent(SOCKET_EVENTS.leverTrade, (payload) => applyLeverTrade(client, payload));
  useSocketEvent(SOCKET_EVENTS.leverClosed, (payload) => applyLeverClosed(client, payload));
  useSocketEvent(SOCKET_EVENTS.balance, () => {
    void client.invalidateQueries({ queryKey: leverKeys.deals() });
  });
  useEffect(() => {
    if (!loggedIn) client.removeQueries({ queryKey: leverKeys.account() });
  }, [client, loggedIn]);
}
