import { useQueryClient } from '@tanstack/react-query';
import { SOCKET_EVENTS } from '@tidemark/contracts';
import { useSocketEvent } from '../../../shared/socket/use-socket';
import { accountKeys } from '../api/keys';

function isKycMessage(payload: unknown): boolean {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { kind?: unknown }).kind === 'kyc'
  );
}

/** An operator's decision arrives as a `message` event: refresh the verification state. */
export function useKycSync(): void {
  const client = useQueryClient();
  useSocketEvent(SOCKET_EVENTS.message, (payload) => {
    if (!isKycMessage(payload)) return;
    void client.invalidateQueries({ queryKey: accountKeys.realState() });
    void client.invalidateQueries({ queryKey: accountKeys.info() });
  });
}
