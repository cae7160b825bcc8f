import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionPeriodSchema, type OptionPeriod } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { optionsKeys } from './keys';

/** GET /api/microtrade/seconds: the periods with their payout and stake limits. */
export async function fetchOptionPeriods(): Promise<OptionPeriod[]> {
  const payload = await api.get<unknown>('/microtrade/seconds', undefined, {
    silent: true,
    loading: false,
  });
  return optionPeriodSchema.array().parse(payload);
}

export const optionPeriodsQuery = () =>
  queryOptions({ queryKey: optionsKeys.periods(), queryFn: fetchOptionPeriods, staleTime: 60_000 });

export function useOptionPeriods() {
  return useQuery(optionPeriodsQuery());
}
