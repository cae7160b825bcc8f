import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints, type antiPhishingRequest } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import type { RequestOf } from './contract-types';
import { accountKeys } from './keys';

export type AntiPhishingInput = RequestOf<typeof antiPhishingRequest>;

/** POST /api/safe/anti_phishing: a code shown in every e-mail the platform sends (code by e-mail, type=security). */
export function setAntiPhishing(input: AntiPhishingInput): Promise<true> {
  return api.call(accountEndpoints.setAntiPhishing, { ...input }, { silent: true });
}

export function useSetAntiPhishingMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setAntiPhishing,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
