import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints, type bindEmailRequest } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import type { RequestOf } from './contract-types';
import { accountKeys } from './keys';

export type BindEmailInput = RequestOf<typeof bindEmailRequest>;

/** POST /api/safe/email (code sent with type=bind). */
export function bindEmail(input: BindEmailInput): Promise<true> {
  return api.call(accountEndpoints.bindEmail, { ...input }, { silent: true });
}

export function useBindEmailMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bindEmail,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
