import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_LIMIT_MAX, walletEndpoints } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { walletKeys } from './keys';
import type { AddressEntry } from './types';

/**
 * GET /api/user/wallet/list?currency=: the address book. The server keeps at most 50
 * addresses per user, so one page of 100 holds them all.
 */
export async function fetchAddresses(currency?: number): Promise<AddressEntry[]> {
  const page = await api.call(
    walletEndpoints.addresses,
    { currency, page: 1, limit: PAGE_LIMIT_MAX },
    { silent: true, loading: false },
  );
  return page.data;
}

export const addressesQuery = (currency?: number) =>
  queryOptions({
    queryKey: walletKeys.addresses(currency),
    queryFn: () => fetchAddresses(currency),
  });

export function useAddresses(currency?: number) {
  return useQuery(addressesQuery(currency));
}
