import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, type registerRequest } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import type { RequestOf } from './contract-types';

export type RegisterInput = RequestOf<typeof registerRequest>;
export interface RegisterResult {
  user_id: number;
  account: string;
}

/** POST /api/user/register (e-mail or phone, with a code). */
export function register(input: RegisterInput): Promise<RegisterResult> {
  return api.call(accountEndpoints.register, { ...input }, { silent: true });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
