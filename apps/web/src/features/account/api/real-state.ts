import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountEndpoints, type RealState } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { useAppStore } from '../../../shared/store/app-store';
import { accountKeys } from './keys';

/** GET /api/real/state: both verification levels and whether e-mail and phone are bound. */
export function fetchRealState(): Promise<RealState> {
  return api.call(accountEndpoints.realState, undefined, { silent: true });
}

export const realStateQuery = () =>
  // Operators decide at any time: each visit asks again (the cached state shows meanwhile).
  queryOptions({ queryKey: accountKeys.realState(), queryFn: fetchRealState, staleTime: 0 });

export function useRealStateQuery() {
  const loggedIn = useAppStore((s) => s.token !== null);
  return useQuery({ ...realStateQuery(), enabled: loggedIn });
}
