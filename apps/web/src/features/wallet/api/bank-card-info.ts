import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankCardSchema } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { walletKeys } from './keys';
import type { BankCard, CardKind } from './types';

const PATHS: Record<CardKind, string> = {
  domestic: '/user/cash_info',
  international: '/user/cash_info_international',
};

/** GET /api/user/cash_info and /cash_info_international: the saved card, or null. */
export async function fetchBankCard(kind: CardKind): Promise<BankCard | null> {
  const payload = await api.get<unknown>(PATHS[kind], undefined, { silent: true, loading: false });
  return bankCardSchema.nullable().parse(payload);
}

export const bankCardQuery = (kind: CardKind) =>
  queryOptions({ queryKey: walletKeys.card(kind), queryFn: () => fetchBankCard(kind) });

export function useBankCard(kind: CardKind) {
  return useQuery(bankCardQuery(kind));
}
