import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  walletEndpoints,
  type bankCardInternationalRequest,
  type bankCardRequest,
} from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { walletKeys } from './keys';
import type { CardKind } from './types';

type CardFields<K extends CardKind> = (K extends 'domestic'
  ? typeof bankCardRequest
  : typeof bankCardInternationalRequest)['_zod']['input'];

/** POST /api/user/cash_save and /cash_save_international: creates or replaces the card. */
export function saveBankCard(kind: CardKind, fields: Record<string, string>): Promise<true> {
  // The form lays out the fields of the card's kind; the server checks them against its schema.
  return kind === 'domestic'
    ? api.call(walletEndpoints.saveCard, fields as CardFields<'domestic'>, { silent: true })
    : api.call(walletEndpoints.saveInternationalCard, fields as CardFields<'international'>, {
        silent: true,
      });
}

export function useSaveBankCard(kind: CardKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: Record<string, string>) => saveBankCard(kind, fields),
    onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.card(kind) }),
  });
}
