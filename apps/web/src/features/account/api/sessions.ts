import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountEndpoints, type sessionEntrySchema } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import type { ResponseOf } from './contract-types';
import { accountKeys } from './keys';

export type SessionEntry = ResponseOf<typeof sessionEntrySchema>;

/** GET /api/user/sessions: the user's active sessions, the current one marked. */
export function fetchSessions(): Promise<SessionEntry[]> {
  return api.call(accountEndpoints.sessions, undefined, { silent: true });
}

export const sessionsQuery = () =>
  queryOptions({ queryKey: accountKeys.sessions(), queryFn: fetchSessions });

export function useSessionsQuery() {
  return useQuery(sessionsQuery());
}
