import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, type loginRequest } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import type { RequestOf } from './contract-types';

/** `type` is a legacy flag of the description's client; this app never sends it. */
export type LoginInput = Omit<RequestOf<typeof loginRequest>, 'type'>;

/** POST /api/user/login: the envelope's message is the session token. */
export function login(input: LoginInput): Promise<string> {
  return api.call(accountEndpoints.login, { ...input }, { silent: true });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
