import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletEndpoints } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { walletKeys } from './keys';
import type { WithdrawInfo } from './types';

/** POST /api/wallet/get_info: fee, minimum, available and the limits of the user's level. */
export function fetchWithdrawInfo(currency: number): Promise<WithdrawInfo> {
  return api.call(walletEndpoints.withdrawInfo, { currency }, { silent: true, loading: false });
}

export const withdrawInfoQuery = (currency: number) =>
  queryOptions({
    queryKey: walletKeys.withdrawInfo(currency),
    queryFn: () => fetchWithdrawInfo(currency),
  });

export function useWithdrawInfo(currency: number | null) {
  return useQuery({ ...withdrawInfoQuery(currency ?? 0), enabled: currency !== null });
}
