import { queryOptions, useQuery } from '@tanstack/react-query';
import { realStateSchema, type RealState } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { useAppStore } from '../../../shared/store/app-store';
import { accountKeys } from './keys';

/** GET /api/real/state: both verification levels and whether e-mail and phone are bound. */
export async function fetchRealState(): Promise<RealState> {
  return realStateSchema.parse(await api.get<unknown>('/real/state', undefined, { silent: true }));
}

export const realStateQuery = () =>
  // Operators decide at any time: each visit asks again (the cached state shows meanwhile).
  queryOptions({ queryKey: accountKeys.realState(), queryFn: fetchRealState, staleTime: 0 });

export function useRealStateQuery() {
  const loggedIn = useAppStore((s) => s.token !== null);
  return useQuery({ ...realStateQuery(), enabled: loggedIn });
}
