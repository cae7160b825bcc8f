import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletEndpoints } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { walletKeys } from './keys';
import type { DepositAddress } from './types';

/** POST /api/wallet/get_in_address: the user's deposit address for a currency and chain. */
export function fetchDepositAddress(currency: number, chain?: string): Promise<DepositAddress> {
  return api.call(
    walletEndpoints.depositAddress,
    { currency, chain },
    { silent: true, loading: false },
  );
}

export const depositAddressQuery = (currency: number, chain?: string) =>
  queryOptions({
    queryKey: walletKeys.depositAddress(currency, chain),
    queryFn: () => fetchDepositAddress(currency, chain),
    staleTime: Infinity,
  });

export function useDepositAddress(currency: number | null, chain?: string) {
  return useQuery({ ...depositAddressQuery(currency ?? 0, chain), enabled: currency !== null });
}
