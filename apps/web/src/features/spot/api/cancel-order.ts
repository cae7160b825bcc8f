import { useMutation, useQueryClient } from '@tanstack/react-query';
import { spotOrderSchema, type SpotOrder } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { spotKeys } from './keys';

/** PUT /api/coin/trade: cancels the unfilled rest of one of the user's open orders. */
export async function cancelSpotOrder(id: number): Promise<SpotOrder> {
  return spotOrderSchema.parse(await api.put<unknown>('/coin/trade', { id }));
}

export function useCancelSpotOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelSpotOrder,
    onSettled: () => client.invalidateQueries({ queryKey: spotKeys.account() }),
  });
}
