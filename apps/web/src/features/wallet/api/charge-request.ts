import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletEndpoints } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { walletKeys } from './keys';
import type { WithdrawMethod } from './types';

export interface ChargeInput {
  currency: number;
  amount: string;
  type: WithdrawMethod;
  chain?: string | undefined;
  account?: string | undefined;
  voucher: string;
  idempotency_key: string;
}

/** POST /api/wallet/charge_req: "I have paid" — a deposit request for an operator to review. */
export function requestCharge(input: ChargeInput): Promise<{ id: number }> {
  return api.call(walletEndpoints.requestDeposit, { ...input });
}

export function useRequestCharge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestCharge,
    onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.depositLog() }),
  });
}
