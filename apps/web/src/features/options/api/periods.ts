import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionsEndpoints, type OptionPeriod } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { optionsKeys } from './keys';

/** The periods with their payout and stake limits. */
export async function fetchOptionPeriods(): Promise<OptionPeriod[]> {
  return api.call(optionsEndpoints.periods, undefined, { silent: true, loading: false });
}

export const optionPeriodsQuery = () =>
  queryOptions({ queryKey: optionsKeys.periods(), queryFn: fetchOptionPeriods, staleTime: 60_000 });

export function useOptionPeriods() {
  return useQuery(optionPeriodsQuery());
}
