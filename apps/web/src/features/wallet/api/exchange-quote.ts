import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { walletEndpoints } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { walletKeys } from './keys';
import type { ExchangeQuote } from './types';

export interface QuoteInput {
  from_currency_id: number;
  to_currency_id: number;
  number: string;
}

/** POST /api/user/getTransferFee: the live quote (rate after spread, fee, amount received). */
export function fetchExchangeQuote(input: QuoteInput): Promise<ExchangeQuote> {
  return api.call(walletEndpoints.exchangeQuote, { ...input }, { silent: true, loading: false });
}

export const exchangeQuoteQuery = (input: QuoteInput) =>
  queryOptions({
    queryKey: walletKeys.quote(input.from_currency_id, input.to_currency_id, input.number),
    queryFn: () => fetchExchangeQuote(input),
    staleTime: 10_000,
    retry: false,
  });

/** `input` null while the form is incomplete (no request). */
export function useExchangeQuote(input: QuoteInput | null) {
  return useQuery({
    ...exchangeQuoteQuery(input ?? { from_currency_id: 0, to_currency_id: 0, number: '0' }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}
