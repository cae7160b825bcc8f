import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, type totpSetupSchema } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import type { ResponseOf } from './contract-types';

export type TotpSetup = ResponseOf<typeof totpSetupSchema>;

/** POST /api/safe/totp/setup: a fresh secret and its otpauth:// URL (not on until enabled). */
export function setupTotp(): Promise<TotpSetup> {
  return api.call(accountEndpoints.setupTotp, undefined, { silent: true });
}

export function useSetupTotpMutation() {
  return useMutation({ mutationFn: setupTotp });
}
