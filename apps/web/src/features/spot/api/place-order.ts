import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoinTradeRequest, SpotOrder } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { schemasForCommand } from '../../../shared/api/lazy-schemas';
import { spotKeys } from './keys';
import { spotSchemas } from './lazy';

/**
 * POST /api/coin/trade: places a limit order (with `target_price`) or a market order. Failures
 * are not toasted here: the confirmation sheet shows them next to the order.
 */
export async function placeSpotOrder(input: CoinTradeRequest): Promise<SpotOrder> {
  // The schemas first (loaded already by the screen's reads): an order is never sent whose
  // answer could not be read.
  const { spotOrderSchema } = await schemasForCommand(spotSchemas);
  return spotOrderSchema.parse(
    await api.post<unknown>('/coin/trade', { ...input }, { silent: true }),
  );
}

export function usePlaceSpotOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: placeSpotOrder,
    onSettled: () => client.invalidateQueries({ queryKey: spotKeys.account() }),
  });
}
