import { accountEndpoints } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';

/** GET /api/user/logout: revokes the session on the server. */
export function logout(): Promise<unknown> {
  return api.call(accountEndpoints.logout, undefined, { silent: true });
}
