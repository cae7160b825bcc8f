import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { walletKeys } from './keys';
import type { CardKind } from './types';

const PATHS: Record<CardKind, string> = {
  domestic: '/user/cash_save',
  international: '/user/cash_save_international',
};

/** POST /api/user/cash_save and /cash_save_international: creates or replaces the card. */
export function saveBankCard(kind: CardKind, fields: Record<string, string>): Promise<true> {
  return api.post(PATHS[kind], fields, { silent: true });
}

export function useSaveBankCard(kind: CardKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: Record<string, string>) => saveBankCard(kind, fields),
    onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.card(kind) }),
  });
}
