import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { accountKeys } from './keys';

/** POST /api/user/sessions/revoke_others: signs out every session but this one. */
export function revokeOtherSessions(): Promise<{ ended: number }> {
  return api.post<{ ended: number }>('/user/sessions/revoke_others');
}

export function useRevokeOtherSessionsMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
