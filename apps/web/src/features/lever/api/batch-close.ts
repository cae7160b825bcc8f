import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LEVER_BATCH, leverEndpoints } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { leverKeys } from './keys';

export type BatchKind = keyof typeof LEVER_BATCH;

/**
 * Closes every open position, or only the longs or the shorts
 * (type 0/1/2). Positions whose market is closed or has no live price are left and listed.
 */
export async function batchCloseLever(kind: BatchKind) {
  return api.call(leverEndpoints.batchClose, { type: LEVER_BATCH[kind] });
}

export function useBatchCloseLever() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: batchCloseLever,
    onSettled: () => client.invalidateQueries({ queryKey: leverKeys.account() }),
  });
}
