import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints, type loginPasswordRequest } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import type { RequestOf } from './contract-types';
import { accountKeys } from './keys';

export type LoginPasswordInput = RequestOf<typeof loginPasswordRequest>;

/** POST /api/safe/login_password: the other sessions end. */
export function changeLoginPassword(input: LoginPasswordInput): Promise<true> {
  return api.call(accountEndpoints.changeLoginPassword, { ...input }, { silent: true });
}

export function useChangeLoginPasswordMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeLoginPassword,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
