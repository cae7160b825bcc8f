import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletEndpoints } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { walletKeys } from './keys';
import type { QuoteInput } from './exchange-quote';
import type { ExchangeQuote } from './types';

/** POST /api/user/Transfer: executes a currency exchange between spot balances. */
export function exchange(input: QuoteInput & { idempotency_key: string }): Promise<ExchangeQuote> {
  return api.call(walletEndpoints.exchange, { ...input });
}

export function useExchange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: exchange,
    onSettled: () => client.invalidateQueries({ queryKey: walletKeys.balances() }),
  });
}
