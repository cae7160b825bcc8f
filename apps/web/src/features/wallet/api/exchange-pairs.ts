import { queryOptions, useQuery } from '@tanstack/react-query';
import { exchangePairSchema } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { walletKeys } from './keys';
import type { ExchangePair } from './types';

/** GET /api/user/getTransferList: exchangeable coins with their spot balance. */
export async function fetchExchangePairs(): Promise<ExchangePair[]> {
  const payload = await api.get<unknown[]>('/user/getTransferList', undefined, {
    silent: true,
    loading: false,
  });
  return payload.map((row) => exchangePairSchema.parse(row));
}

export const exchangePairsQuery = () =>
  queryOptions({ queryKey: walletKeys.exchangePairs(), queryFn: fetchExchangePairs });

export function useExchangePairs() {
  return useQuery(exchangePairsQuery());
}
