import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletEndpoints } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { walletKeys } from './keys';
import type { BankReceive } from './types';

/** GET /api/wallet/deposit_bank: the platform's receiving bank details. */
export function fetchDepositBank(): Promise<BankReceive> {
  return api.call(walletEndpoints.depositBank, undefined, { silent: true, loading: false });
}

export const depositBankQuery = () =>
  queryOptions({
    queryKey: walletKeys.depositBank(),
    queryFn: fetchDepositBank,
    staleTime: 5 * 60_000,
  });

export function useDepositBank() {
  return useQuery(depositBankQuery());
}
