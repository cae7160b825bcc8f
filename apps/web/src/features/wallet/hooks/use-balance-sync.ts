import { useQueryClient } from '@tanstack/react-query';
import { SOCKET_EVENTS } from '@tidemark/contracts';
import { useSocketEvent } from '../../../shared/socket/use-socket';
import { walletKeys } from '../api/keys';

/**
 * The bridge from the private `balance` event (sent after every balance change of the user)
 * into the cache: everything that shows a balance or a record is refetched.
 */
export function useBalanceSync(): void {
  const client = useQueryClient();
  useSocketEvent(SOCKET_EVENTS.balance, () => {
    void client.invalidateQueries({ queryKey: walletKeys.balances() });
  });
}
