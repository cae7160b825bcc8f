import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints, type bindMobileRequest } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import type { RequestOf } from './contract-types';
import { accountKeys } from './keys';

export type BindMobileInput = RequestOf<typeof bindMobileRequest>;

/** POST /api/safe/mobile (code sent with type=bind). */
export function bindMobile(input: BindMobileInput): Promise<true> {
  return api.call(accountEndpoints.bindMobile, { ...input }, { silent: true });
}

export function useBindMobileMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bindMobile,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
