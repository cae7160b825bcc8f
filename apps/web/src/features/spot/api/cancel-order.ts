import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpotOrder } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { schemasForCommand } from '../../../shared/api/lazy-schemas';
import { spotKeys } from './keys';
import { spotSchemas } from './lazy';

/** PUT /api/coin/trade: cancels the unfilled rest of one of the user's open orders. */
export async function cancelSpotOrder(id: number): Promise<SpotOrder> {
  const { spotOrderSchema } = await schemasForCommand(spotSchemas, { silent: false });
  return spotOrderSchema.parse(await api.put<unknown>('/coin/trade', { id }));
}

export function useCancelSpotOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelSpotOrder,
    onSettled: () => client.invalidateQueries({ queryKey: spotKeys.account() }),
  });
}
