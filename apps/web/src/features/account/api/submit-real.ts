import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints, type realRequest } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import type { RequestOf } from './contract-types';
import { accountKeys } from './keys';

export type RealInput = RequestOf<typeof realRequest>;

/** POST /api/user/real: level 1 (document details) or level 2 (document photos). */
export function submitReal(input: RealInput): Promise<true> {
  return api.call(accountEndpoints.submitReal, { ...input }, { silent: true });
}

export function useSubmitRealMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitReal,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: accountKeys.realState() }),
        client.invalidateQueries({ queryKey: accountKeys.info() }),
      ]),
  });
}
