import crypto from 'node:crypto';
import type { Queryable } from './db';
import { perTurn } from './per-turn';

/** Opaque 256-bit tokens; the database keeps only their SHA-256. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): Buffer {
  return crypto.createHash('sha256').update(token, 'utf8').digest();
}

export interface SessionUser {
  sessionId: number;
  userId: number;
  kycLevel: number;
  lang: string;
}

export async function createSession(
  q: Queryable,
  userId: number,
  meta: { ip: string; userAgent: string; ttlDays: number },
): Promise<string> {
  const token = newToken();
  await q.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at, ip, user_agent)
     VALUES ($1, $2, now() + make_interval(days => $3), $4, $5)`,
    [userId, hashToken(token), meta.ttlDays, meta.ip, meta.userAgent.slice(0, 300)],
  );
  return token;
}

/** Seconds between two writes of last_seen_at for one session. */
const TOUCH_INTERVAL_S = 60;

export async function resolveSession(q: Queryable, token: string): Promise<SessionUser | null> {
  return (await resolveSessions(q, [token]))[0] ?? null;
}

const validToken = (token: string) => token.length > 0 && token.length <= 200;

/**
 * The sessions of several tokens in one statement (null for a token that is malformed, unknown,
 * revoked, expired or of a user barred from logging in), in the order given. Sessions not seen
 * for TOUCH_INTERVAL_S get their last_seen_at written, in one statement for all of them.
 */
export async function resolveSessions(
  q: Queryable,
  tokens: string[],
): Promise<Array<SessionUser | null>> {
  const hashes = tokens.map((t) => (validToken(t) ? hashToken(t) : null));
  const asked = hashes.filter((h): h is Buffer => h !== null);
  if (!asked.length) return tokens.map(() => null);
  const { rows } = await q.query<{
    token_hash: Buffer;
    session_id: number;
    user_id: number;
    kyc_level: number;
    lang: string;
    stale: boolean;
  }>(
    `SELECT s.token_hash, s.id AS session_id, u.id AS user_id, u.kyc_level, u.lang,
            s.last_seen_at < now() - make_interval(secs => $2) AS stale
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = ANY($1::bytea[]) AND s.revoked_at IS NULL AND s.expires_at > now()
        AND NOT EXISTS (SELECT 1 FROM user_restrictions r WHERE r.user_id = u.id AND r.kind = 'login')`,
    [asked, TOUCH_INTERVAL_S],
  );
  const byHash = new Map(rows.map((r) => [r.token_hash.toString('hex'), r]));
  const stale = rows.filter((r) => r.stale).map((r) => r.session_id);
  if (stale.length)
    await q.query('UPDATE sessions SET last_seen_at = now() WHERE id = ANY($1::bigint[])', [stale]);
  return hashes.map((h) => {
    const row = h && byHash.get(h.toString('hex'));
    return row
      ? {
          sessionId: row.session_id,
          userId: row.user_id,
          kycLevel: row.kyc_level,
          lang: row.lang,
        }
      : null;
  });
}

const resolvers = new WeakMap<Queryable, (token: string) => Promise<SessionUser | null>>();

/**
 * `resolveSession` for requests: the tokens of requests that arrive in one turn of the event loop
 * are read in one statement (one read per request was the largest share of a spot
 * order's statements). Each request still reads the database after it arrived, so a revoked
 * session is refused as before. Only for the pool, never a transaction's client.
 */
export function sessionResolver(db: Queryable): (token: string) => Promise<SessionUser | null> {
  const known = resolvers.get(db);
  if (known) return known;
  const resolve = perTurn((tokens: string[]) => resolveSessions(db, tokens));
  resolvers.set(db, resolve);
  return resolve;
}

export async function revokeSession(q: Queryable, sessionId: number): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
  ]);
}

/** Ends every session of a user, optionally keeping one (the current device). Returns the ended ids. */
export async function revokeUserSessions(
  q: Queryable,
  userId: number,
  keepSessionId?: number,
): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `UPDATE sessions SET revoked_at = now()
      WHERE user_id = $1 AND revoked_at IS NULL AND ($2::bigint IS NULL OR id <> $2)
      RETURNING id`,
    [userId, keepSessionId ?? null],
  );
  return rows.map((r) => r.id);
}

export function tokenFromHeader(header: string | string[] | undefined): string | null {
  const raw = Array.isArray(header) ? header[0] : header;
  if (!raw) return null;
  const value = raw.trim();
  const bearer = /^bearer\s+(.+)$/i.exec(value);
  const token = (bearer ? bearer[1] : value)?.trim();
  return token ? token : null;
}

export interface OperatorSession {
  sessionId: number;
  operatorId: number;
  name: string;
  /** One of OPERATOR_ROLES; what the router checks each route's permission against. */
  role: string;
}

/** Operator sessions live in their own table: a user token can never open one. */
export async function createOperatorSession(
  q: Queryable,
  operatorId: number,
  ip: string,
  userAgent = '',
): Promise<string> {
  const token = newToken();
  await q.query(
    `INSERT INTO operator_sessions (operator_id, token_hash, expires_at, ip, user_agent) VALUES ($1, $2, now() + interval '12 hours', $3, $4)`,
    [operatorId, hashToken(token), ip, userAgent.slice(0, 300)],
  );
  return token;
}

export async function resolveOperatorSession(
  q: Queryable,
  token: string,
): Promise<OperatorSession | null> {
  if (!token || token.length > 200) return null;
  const { rows } = await q.query<{
    session_id: number;
    operator_id: number;
    name: string;
    role: string;
  }>(
    `SELECT s.id AS session_id, o.id AS operator_id, o.name, o.role
       FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND o.disabled_at IS NULL`,
    [hashToken(token)],
  );
  const row = rows[0];
  return row
    ? { sessionId: row.session_id, operatorId: row.operator_id, name: row.name, role: row.role }
    : null;
}

/** The live operator sessions (of one operator, when given), newest first, with a page's total. */
export async function listOperatorSessions(
  q: Queryable,
  operatorId: number | null,
  page: { limit: number; offset: number },
) {
  const { rows } = await q.query<{
    id: number;
    operator_id: number;
    ip: string;
    user_agent: string;
    created_at: number;
    expires_at: number;
    total: number;
  }>(
    `SELECT s.id::int, s.operator_id::int, s.ip, s.user_agent,
            extract(epoch FROM s.created_at)::bigint::int AS created_at,
            extract(epoch FROM s.expires_at)::bigint::int AS expires_at,
            count(*) OVER ()::int AS total
       FROM operator_sessions s
      WHERE s.revoked_at IS NULL AND s.expires_at > now() AND ($1::bigint IS NULL OR s.operator_id = $1)
      ORDER BY s.id DESC LIMIT $2 OFFSET $3`,
    [operatorId, page.limit, page.offset],
  );
  return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
}

/** Ends a live operator session (of `operatorId` only, when given); whose it was, or null. */
export async function endOperatorSession(
  q: Queryable,
  sessionId: number,
  operatorId: number | null,
): Promise<{ operator_id: number } | null> {
  const { rows } = await q.query<{ operator_id: number }>(
    `UPDATE operator_sessions s SET revoked_at = now()
      WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND ($2::bigint IS NULL OR s.operator_id = $2)
      RETURNING s.operator_id::int`,
    [sessionId, operatorId],
  );
  return rows[0] ?? null;
}

/** Whether an operator froze this user's login or withdrawals (the console sets it). */
export async function userRestricted(
  q: Queryable,
  userId: number,
  kind: 'login' | 'withdraw',
): Promise<boolean> {
  const { rowCount } = await q.query(
    'SELECT 1 FROM user_restrictions WHERE user_id = $1 AND kind = $2',
    [userId, kind],
  );
  return rowCount !== 0;
}
