import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leverEndpoints, type LeverPosition } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { leverKeys } from './keys';

export interface SetStopInput {
  id: number;
  /** A price, or '' to clear the level. */
  target_profit_price: string;
  stop_loss_price: string;
}

/** Sets both levels as given ('' clears one). The sheet shows refusals. */
export async function setLeverStops(input: SetStopInput): Promise<LeverPosition> {
  return api.call(leverEndpoints.setStop, { ...input }, { silent: true });
}

export function useSetLeverStops() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setLeverStops,
    onSettled: () => client.invalidateQueries({ queryKey: leverKeys.account() }),
  });
}
