import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LEVER_BATCH, leverBatchCloseSchema } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { leverKeys } from './keys';

export type BatchKind = keyof typeof LEVER_BATCH;

/**
 * POST /api/lever/batch_close: closes every open position, or only the longs or the shorts
 * (type 0/1/2). Positions whose market is closed or has no live price are left and listed.
 */
export async function batchCloseLever(kind: BatchKind) {
  const payload = await api.post<unknown>('/lever/batch_close', { type: LEVER_BATCH[kind] });
  return leverBatchCloseSchema.parse(payload);
}

export function useBatchCloseLever() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: batchCloseLever,
    onSettled: () => client.invalidateQueries({ queryKey: leverKeys.account() }),
  });
}
