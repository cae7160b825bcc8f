import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leverEndpoints, type LeverPosition } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { leverKeys } from './keys';

/** Cancels a waiting limit order; its margin and fee come back. */
export async function cancelLeverOrder(id: number): Promise<LeverPosition> {
  return api.call(leverEndpoints.cancel, { id });
}

export function useCancelLeverOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelLeverOrder,
    onSettled: () => client.invalidateQueries({ queryKey: leverKeys.account() }),
  });
}
