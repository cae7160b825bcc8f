import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints, type totpCodeRequest } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import type { RequestOf } from './contract-types';
import { accountKeys } from './keys';

export type TotpCodeInput = RequestOf<typeof totpCodeRequest>;

/** POST /api/safe/totp/disable. */
export function disableTotp(input: TotpCodeInput): Promise<true> {
  return api.call(accountEndpoints.disableTotp, { ...input }, { silent: true });
}

export function useDisableTotpMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disableTotp,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
