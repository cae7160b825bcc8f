import type { Queryable } from '../../platform/db';

/**
 * The user directory operators read through the console: search, one user's profile, their live
 * sessions, ending them. The account module owns `users` and `sessions`; the console asks here.
 */

const epoch = (col: string) => `extract(epoch FROM ${col})::bigint::int`;

const DIRECTORY_COLUMNS = `u.id::int, u.email, u.phone, u.area_code, u.nickname, u.kyc_level::int,
  ${epoch('u.created_at')} AS created_at`;

export interface DirectoryUser {
  id: number;
  email: string | null;
  phone: string | null;
  area_code: string | null;
  nickname: string | null;
  kyc_level: number;
  created_at: number;
}

/**
 * A page of users: a number is an id or part of a phone number, other text part of an e-mail or
 * a phone. `among` keeps the search to those ids (a filter the caller keeps in its own tables).
 */
export async function searchUsers(
  q: Queryable,
  text: string | undefined,
  page: { limit: number; offset: number },
  filter: { kycLevel?: number | undefined; among?: number[] | undefined; order?: 'asc' | 'desc' },
): Promise<{ rows: DirectoryUser[]; total: number }> {
  const t = (text ?? '').trim();
  const asId = /^\d{1,18}$/.test(t) ? t : null;
  const like = t ? `%${t.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%` : null;
  const { rows } = await q.query<DirectoryUser & { total: number }>(
    `SELECT ${DIRECTORY_COLUMNS}, count(*) OVER ()::int AS total FROM users u
      WHERE ($1::text IS NULL OR u.id::text = $2 OR u.phone LIKE $1
             OR ($2::text IS NULL AND lower(u.email) LIKE $1))
        AND ($5::int IS NULL OR u.kyc_level = $5)
        AND ($6::bigint[] IS NULL OR u.id = ANY($6::bigint[]))
      ORDER BY u.id ${filter.order === 'asc' ? 'ASC' : 'DESC'} LIMIT $3 OFFSET $4`,
    [like, asId, page.limit, page.offset, filter.kycLevel ?? null, filter.among ?? null],
  );
  return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
}

/** One user as the directory shows them, with their language and inviter; null when unknown. */
export async function directoryUser(
  q: Queryable,
  userId: number,
): Promise<(DirectoryUser & { lang: string; parent_id: number | null }) | null> {
  const { rows } = await q.query<DirectoryUser & { lang: string; parent_id: number | null }>(
    `SELECT ${DIRECTORY_COLUMNS}, u.lang, u.parent_id::int AS parent_id FROM users u WHERE u.id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

export async function userExists(q: Queryable, userId: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM users WHERE id = $1', [userId])).rowCount !== 0;
}

/** The user's live sessions (not ended, not expired), newest first. */
export async function liveSessionsOfUser(q: Queryable, userId: number) {
  const { rows } = await q.query<{
    id: number;
    ip: string;
    user_agent: string;
    created_at: number;
    expires_at: number;
  }>(
    `SELECT id::int, ip, user_agent, ${epoch('created_at')} AS created_at, ${epoch('expires_at')} AS expires_at
       FROM sessions WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now() ORDER BY id DESC`,
    [userId],
  );
  return rows;
}

/** Ends the user's sessions (one, or all): returns the ids ended. */
export async function endUserSessions(
  q: Queryable,
  userId: number,
  sessionId?: number,
): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `UPDATE sessions SET revoked_at = now()
      WHERE user_id = $1 AND revoked_at IS NULL AND ($2::bigint IS NULL OR id = $2) RETURNING id::int`,
    [userId, sessionId ?? null],
  );
  return rows.map((r) => r.id);
}
