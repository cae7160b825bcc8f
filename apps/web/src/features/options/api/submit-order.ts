import { useMutation, useQueryClient } from '@tanstack/react-query';
import { optionsEndpoints, type OptionOrder, type OptionSubmitRequest } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { optionsKeys } from './keys';

/**
 * Stakes the amount and opens the order at the current reference
 * tick. Not toasted here: the confirmation sheet shows a refusal next to the order.
 */
export async function submitOptionOrder(input: OptionSubmitRequest): Promise<OptionOrder> {
  return api.call(optionsEndpoints.submit, { ...input }, { silent: true });
}

export function useSubmitOptionOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitOptionOrder,
    onSuccess: (order) => client.setQueryData(optionsKeys.order(order.id), order),
    onSettled: () => client.invalidateQueries({ queryKey: optionsKeys.account() }),
  });
}
