import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  leverPositionSchema,
  type LeverPosition,
  type LeverSubmitRequest,
} from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { leverKeys } from './keys';

/**
 * POST /api/lever/submit: opens a position at the recorded price (market) or places a limit
 * entry that waits for its price; margin and fee are held first. Not toasted here: the
 * confirmation sheet shows a refusal next to the order.
 */
export async function submitLeverOrder(input: LeverSubmitRequest): Promise<LeverPosition> {
  const payload = await api.post<unknown>('/lever/submit', { ...input }, { silent: true });
  return leverPositionSchema.parse(payload);
}

export function useSubmitLeverOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitLeverOrder,
    // The socket brings the same news; the refetch covers a socket that is not connected.
    onSettled: () => client.invalidateQueries({ queryKey: leverKeys.account() }),
  });
}
