import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints, type payPasswordRequest } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import type { RequestOf } from './contract-types';
import { accountKeys } from './keys';

export type PayPasswordInput = RequestOf<typeof payPasswordRequest>;

/** POST /api/safe/update_password: sets or changes the fund password (code sent with type=security). */
export function setPayPassword(input: PayPasswordInput): Promise<true> {
  return api.call(accountEndpoints.setPayPassword, { ...input }, { silent: true });
}

export function useSetPayPasswordMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setPayPassword,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
