import { accountEndpoints, type preferencesRequest } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import type { RequestOf } from './contract-types';

export type PreferencesInput = RequestOf<typeof preferencesRequest>;

/** POST /api/user/preferences: the language of the user's e-mails and SMS, and the default fiat. */
export function savePreferences(input: PreferencesInput): Promise<true> {
  return api.call(accountEndpoints.savePreferences, { ...input }, { silent: true, loading: false });
}
