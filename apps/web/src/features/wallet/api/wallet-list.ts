import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { checked } from '../../../shared/api/lazy-schemas';
import { walletKeys } from './keys';
import { walletSchemas } from './lazy';
import type { WalletList } from './types';

/** GET /api/wallet/list: the four accounts with balances, values and totals. */
export async function fetchWalletList(): Promise<WalletList> {
  return checked(
    api.get<unknown>('/wallet/list', undefined, { silent: true, loading: false }),
    walletSchemas,
    (m) => m.walletListSchema,
  );
}

export const walletListQuery = () =>
  queryOptions({ queryKey: walletKeys.list(), queryFn: fetchWalletList });

export function useWalletList() {
  return useQuery(walletListQuery());
}
