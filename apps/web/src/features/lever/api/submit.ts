import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leverEndpoints, type LeverPosition, type LeverSubmitRequest } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { leverKeys } from './keys';

/**
 * Opens a position at the recorded price (market) or places a limit
 * entry that waits for its price; margin and fee are held first. Not toasted here: the
 * confirmation sheet shows a refusal next to the order.
 */
export async function submitLeverOrder(input: LeverSubmitRequest): Promise<LeverPosition> {
  return api.call(leverEndpoints.submit, { ...input }, { silent: true });
}

export function useSubmitLeverOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitLeverOrder,
    // The socket brings the same news; the refetch covers a socket that is not connected.
    onSettled: () => client.invalidateQueries({ queryKey: leverKeys.account() }),
  });
}
