import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletEndpoints } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { walletKeys } from './keys';
import type { WithdrawMethod } from './types';

export interface WithdrawInput {
  currency: number;
  number: string;
  type: WithdrawMethod;
  address_id?: number | undefined;
  pay_password: string;
  totp_code?: string | undefined;
  idempotency_key: string;
}

/**
 * POST /api/wallet/out: freezes the amount until an operator sends or rejects it. Silent:
 * the confirmation sheet shows the error where the user typed.
 */
export function withdraw(input: WithdrawInput): Promise<{ id: number }> {
  return api.call(walletEndpoints.withdraw, { ...input }, { silent: true });
}

export function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    onSettled: () => client.invalidateQueries({ queryKey: walletKeys.balances() }),
  });
}
