import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionsEndpoints, type OptionPair } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { optionsKeys } from './keys';

/** The pairs that take seconds options, with the id `submit` expects. */
export async function fetchOptionPairs(): Promise<OptionPair[]> {
  return api.call(optionsEndpoints.pairs, undefined, { silent: true, loading: false });
}

export const optionPairsQuery = () =>
  queryOptions({
    queryKey: optionsKeys.pairs(),
    queryFn: fetchOptionPairs,
    staleTime: 10 * 60_000,
  });

/** One pair's entry (`pair` is undefined while loading or when the pair takes no options). */
export function useOptionPair(symbol: string) {
  const query = useQuery(optionPairsQuery());
  return { ...query, pair: query.data?.find((p) => p.symbol === symbol) };
}
