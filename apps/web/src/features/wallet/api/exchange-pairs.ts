import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletEndpoints } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { walletKeys } from './keys';
import type { ExchangePair } from './types';

/** GET /api/user/getTransferList: exchangeable coins with their spot balance. */
export function fetchExchangePairs(): Promise<ExchangePair[]> {
  return api.call(walletEndpoints.exchangePairs, undefined, { silent: true, loading: false });
}

export const exchangePairsQuery = () =>
  queryOptions({ queryKey: walletKeys.exchangePairs(), queryFn: fetchExchangePairs });

export function useExchangePairs() {
  return useQuery(exchangePairsQuery());
}
