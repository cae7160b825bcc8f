import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletListSchema } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { walletKeys } from './keys';
import type { WalletList } from './types';

/** GET /api/wallet/list: the four accounts with balances, values and totals. */
export async function fetchWalletList(): Promise<WalletList> {
  return walletListSchema.parse(
    await api.get<unknown>('/wallet/list', undefined, { silent: true, loading: false }),
  );
}

export const walletListQuery = () =>
  queryOptions({ queryKey: walletKeys.list(), queryFn: fetchWalletList });

export function useWalletList() {
  return useQuery(walletListQuery());
}
