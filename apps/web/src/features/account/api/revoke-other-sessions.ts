import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { accountKeys } from './keys';

/** POST /api/user/sessions/revoke_others: signs out every session but this one. */
export function revokeOtherSessions(): Promise<{ ended: number }> {
  return api.call(accountEndpoints.revokeOtherSessions);
}

export function useRevokeOtherSessionsMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
