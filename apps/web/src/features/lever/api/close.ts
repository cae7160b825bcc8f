import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leverPositionSchema, type LeverPosition } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { leverKeys } from './keys';

/** POST /api/lever/close: closes one open position at the recorded price. The sheet shows refusals. */
export async function closeLeverPosition(id: number): Promise<LeverPosition> {
  return leverPositionSchema.parse(
    await api.post<unknown>('/lever/close', { id }, { silent: true }),
  );
}

export function useCloseLeverPosition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeLeverPosition,
    onSettled: () => client.invalidateQueries({ queryKey: leverKeys.account() }),
  });
}
