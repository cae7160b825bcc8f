import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { accountKeys } from './keys';

/** POST /api/user/sessions/revoke: signs out one of the user's sessions. */
export function revokeSession(id: number): Promise<true> {
  return api.call(accountEndpoints.revokeSession, { id });
}

export function useRevokeSessionMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
