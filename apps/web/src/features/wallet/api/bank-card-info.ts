import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletEndpoints } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { walletKeys } from './keys';
import type { BankCard, CardKind } from './types';

/** GET /api/user/cash_info and /cash_info_international: the saved card, or null. */
export function fetchBankCard(kind: CardKind): Promise<BankCard | null> {
  const endpoint = kind === 'domestic' ? walletEndpoints.card : walletEndpoints.internationalCard;
  return api.call(endpoint, undefined, { silent: true, loading: false });
}

export const bankCardQuery = (kind: CardKind) =>
  queryOptions({ queryKey: walletKeys.card(kind), queryFn: () => fetchBankCard(kind) });

export function useBankCard(kind: CardKind) {
  return useQuery(bankCardQuery(kind));
}
