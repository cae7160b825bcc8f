import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints, type totpCodeRequest } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import type { RequestOf } from './contract-types';
import { accountKeys } from './keys';

export type TotpCodeInput = RequestOf<typeof totpCodeRequest>;

/** POST /api/safe/totp/enable: confirms enrolment with a code from the authenticator. */
export function enableTotp(input: TotpCodeInput): Promise<true> {
  return api.call(accountEndpoints.enableTotp, { ...input }, { silent: true });
}

export function useEnableTotpMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: enableTotp,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
