import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletEndpoints } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { walletKeys } from './keys';

export interface ChangeInput {
  currency_id: number;
  number: string;
  from_field: number;
  to_field: number;
  idempotency_key: string;
}

/** POST /api/wallet/change: moves a balance between two of the user's accounts. */
export function changeAccount(input: ChangeInput): Promise<{ journal_id: number }> {
  return api.call(walletEndpoints.change, { ...input });
}

export function useChangeAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeAccount,
    onSettled: () => client.invalidateQueries({ queryKey: walletKeys.balances() }),
  });
}
