import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, type forgetRequest } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import type { RequestOf } from './contract-types';

export type ForgetInput = RequestOf<typeof forgetRequest>;

/** POST /api/user/forget: resets the login password with a code; every session ends. */
export function forget(input: ForgetInput): Promise<true> {
  return api.call(accountEndpoints.forget, { ...input }, { silent: true });
}

export function useForgetMutation() {
  return useMutation({ mutationFn: forget });
}
