import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionEntrySchema } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import type { ResponseOf } from './contract-types';
import { accountKeys } from './keys';

export type SessionEntry = ResponseOf<typeof sessionEntrySchema>;

/** GET /api/user/sessions: the user's active sessions, the current one marked. */
export async function fetchSessions(): Promise<SessionEntry[]> {
  const rows = await api.get<unknown>('/user/sessions', undefined, { silent: true });
  return sessionEntrySchema.array().parse(rows);
}

export const sessionsQuery = () =>
  queryOptions({ queryKey: accountKeys.sessions(), queryFn: fetchSessions });

export function useSessionsQuery() {
  return useQuery(sessionsQuery());
}
