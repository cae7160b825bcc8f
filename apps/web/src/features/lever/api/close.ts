import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leverEndpoints, type LeverPosition } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { leverKeys } from './keys';

/** Closes one open position at the recorded price. The sheet shows refusals. */
export async function closeLeverPosition(id: number): Promise<LeverPosition> {
  return api.call(leverEndpoints.close, { id }, { silent: true });
}

export function useCloseLeverPosition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeLeverPosition,
    onSettled: () => client.invalidateQueries({ queryKey: leverKeys.account() }),
  });
}
