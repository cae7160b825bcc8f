import { useMutation, useQueryClient } from '@tanstack/react-query';
import { spotOrderSchema, type CoinTradeRequest, type SpotOrder } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { spotKeys } from './keys';

/**
 * POST /api/coin/trade: places a limit order (with `target_price`) or a market order. Failures
 * are not toasted here: the confirmation sheet shows them next to the order.
 */
export async function placeSpotOrder(input: CoinTradeRequest): Promise<SpotOrder> {
  const payload = await api.post<unknown>('/coin/trade', { ...input }, { silent: true });
  return spotOrderSchema.parse(payload);
}

export function usePlaceSpotOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: placeSpotOrder,
    onSettled: () => client.invalidateQueries({ queryKey: spotKeys.account() }),
  });
}
