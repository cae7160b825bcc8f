import type { Queryable } from '../../platform/db';
import { must } from '../../platform/assert';

export interface UserRow {
  id: number;
  email: string | null;
  phone: string | null;
  area_code: string | null;
  password_hash: string;
  pay_password_hash: string | null;
  nickname: string | null;
  signature: string | null;
  avatar: string | null;
  extension_code: string;
  lang: string;
  fiat: string;
  kyc_level: number;
  status: number;
  locked_until: Date | null;
  totp_secret: string | null;
  totp_enabled: boolean;
  anti_phishing_code: string | null;
  created_at: Date;
  email_bound_at: Date | null;
  phone_bound_at: Date | null;
}

const COLUMNS = `id, email, phone, area_code, password_hash, pay_password_hash, nickname, signature, avatar,
  extension_code, lang, fiat, kyc_level, status, locked_until, totp_secret, totp_enabled,
  anti_phishing_code, created_at, email_bound_at, phone_bound_at`;

export async function byId(q: Queryable, id: number, lock = false): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(
    `SELECT ${COLUMNS} FROM users WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function byEmail(q: Queryable, email: string, lock = false): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(
    `SELECT ${COLUMNS} FROM users WHERE email = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [email],
  );
  return rows[0] ?? null;
}

export async function byPhone(
  q: Queryable,
  areaCode: string,
  phone: string,
  lock = false,
): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(
    `SELECT ${COLUMNS} FROM users WHERE area_code = $1 AND phone = $2 ${lock ? 'FOR UPDATE' : ''}`,
    [areaCode, phone],
  );
  return rows[0] ?? null;
}

export async function byInviteCode(q: Queryable, code: string): Promise<{ id: number } | null> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM users WHERE extension_code = $1', [
    code.toUpperCase(),
  ]);
  return rows[0] ?? null;
}

export async function insertUser(
  q: Queryable,
  u: {
    email: string | null;
    phone: string | null;
    areaCode: string | null;
    passwordHash: string;
    extensionCode: string;
    parentId: number | null;
    lang: string;
    fiat: string;
  },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO users (email, phone, area_code, password_hash, extension_code, parent_id, lang, fiat,
                        email_bound_at, phone_bound_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8,
             CASE WHEN $1::text IS NULL THEN NULL ELSE now() END,
             CASE WHEN $2::text IS NULL THEN NULL ELSE now() END)
     RETURNING id`,
    [u.email, u.phone, u.areaCode, u.passwordHash, u.extensionCode, u.parentId, u.lang, u.fiat],
  );
  return must(rows[0], 'user insert returns its id').id;
}

export async function inviteCodeTaken(q: Queryable, code: string): Promise<boolean> {
  const { rowCount } = await q.query('SELECT 1 FROM users WHERE extension_code = $1', [code]);
  return Boolean(rowCount);
}

/** Columns a command may set on the user's own row; names are fixed here, never taken from input. */
const SETTABLE = [
  'password_hash',
  'pay_password_hash',
  'nickname',
  'signature',
  'avatar',
  'lang',
  'fiat',
  'totp_secret',
  'totp_enabled',
  'anti_phishing_code',
  'locked_until',
] as const;
export type Settable = (typeof SETTABLE)[number];

export async function update(
  q: Queryable,
  id: number,
  values: Partial<Record<Settable, unknown>>,
): Promise<void> {
  const entries = Object.entries(values).filter(([k]) =>
    (SETTABLE as readonly string[]).includes(k),
  );
  if (!entries.length) return;
  const sets = entries.map(([k], i) => `${k} = $${i + 2}`);
  if ('password_hash' in values) sets.push('password_changed_at = now()');
  await q.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, [
    id,
    ...entries.map(([, v]) => v),
  ]);
}

export async function bindEmail(q: Queryable, id: number, email: string): Promise<void> {
  await q.query('UPDATE users SET email = $2, email_bound_at = now() WHERE id = $1', [id, email]);
}

export async function bindPhone(
  q: Queryable,
  id: number,
  areaCode: string,
  phone: string,
): Promise<void> {
  await q.query(
    'UPDATE users SET area_code = $2, phone = $3, phone_bound_at = now() WHERE id = $1',
    [id, areaCode, phone],
  );
}

/** What a wrong password counts towards: login, the current password when changing it, the fund password. */
export type FailureKind = 'login' | 'password_check' | 'pay_password';

/** Records a wrong password of one kind; returns how many of that kind the last 15 minutes hold. */
export async function recordFailure(
  q: Queryable,
  userId: number,
  kind: FailureKind,
  ip: string,
): Promise<number> {
  await q.query('INSERT INTO login_failures (user_id, ip, kind) VALUES ($1, $2, $3)', [
    userId,
    ip,
    kind,
  ]);
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM login_failures WHERE user_id = $1 AND kind = $2 AND at > now() - interval '15 minutes'`,
    [userId, kind],
  );
  return must(rows[0], 'count returns a row').n;
}

export async function clearFailures(
  q: Queryable,
  userId: number,
  kind: FailureKind,
): Promise<void> {
  await q.query('DELETE FROM login_failures WHERE user_id = $1 AND kind = $2', [userId, kind]);
}

export async function recordLogin(q: Queryable, userId: number, ip: string): Promise<void> {
  await q.query('UPDATE users SET last_login_at = now(), last_login_ip = $2 WHERE id = $1', [
    userId,
    ip,
  ]);
  await clearFailures(q, userId, 'login');
}

export async function lockFor15Minutes(q: Queryable, userId: number): Promise<void> {
  await q.query(`UPDATE users SET locked_until = now() + interval '15 minutes' WHERE id = $1`, [
    userId,
  ]);
}

/** Locks one kind of password check (not login: that is users.locked_until) for 15 minutes. */
export async function lockCheckFor15Minutes(
  q: Queryable,
  userId: number,
  kind: Exclude<FailureKind, 'login'>,
): Promise<void> {
  await q.query(
    `INSERT INTO user_lockouts (user_id, kind, locked_until) VALUES ($1, $2, now() + interval '15 minutes')
     ON CONFLICT (user_id, kind) DO UPDATE SET locked_until = EXCLUDED.locked_until`,
    [userId, kind],
  );
}

export async function checkLocked(
  q: Queryable,
  userId: number,
  kind: Exclude<FailureKind, 'login'>,
): Promise<boolean> {
  const { rowCount } = await q.query(
    'SELECT 1 FROM user_lockouts WHERE user_id = $1 AND kind = $2 AND locked_until > now()',
    [userId, kind],
  );
  return Boolean(rowCount);
}

export async function reviewStatus(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ status: string }>(
    `SELECT status FROM kyc_applications WHERE user_id = $1 AND level = 1 ORDER BY id DESC LIMIT 1`,
    [userId],
  );
  const status = rows[0]?.status;
  return status === 'approved' ? 2 : status === 'pending' ? 1 : 0;
}

export async function listSessions(q: Queryable, userId: number) {
  const { rows } = await q.query<{
    id: number;
    user_agent: string;
    ip: string;
    created_at: number;
    last_seen_at: number;
  }>(
    `SELECT id, user_agent, ip, extract(epoch FROM created_at)::bigint AS created_at,
            extract(epoch FROM last_seen_at)::bigint AS last_seen_at
       FROM sessions WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
      ORDER BY last_seen_at DESC LIMIT 50`,
    [userId],
  );
  return rows;
}

export async function uploadOwnedBy(
  q: Queryable,
  name: string,
  userId: number,
  kind: string,
): Promise<boolean> {
  const { rowCount } = await q.query(
    'SELECT 1 FROM uploads WHERE name = $1 AND user_id = $2 AND kind = $3',
    [name, userId, kind],
  );
  return Boolean(rowCount);
}

/** Ends one of the user's own sessions (the WHERE clause names the user); false when none was live. */
export async function revokeOwnSession(
  q: Queryable,
  userId: number,
  sessionId: number,
): Promise<boolean> {
  const { rowCount } = await q.query(
    'UPDATE sessions SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL',
    [sessionId, userId],
  );
  return Boolean(rowCount);
}

export async function insertUpload(
  q: Queryable,
  u: {
    userId: number;
    kind: string;
    name: string;
    mime: string;
    sizeBytes: number;
    sha256: string;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO uploads (user_id, kind, name, mime, size_bytes, sha256) VALUES ($1, $2, $3, $4, $5, $6)`,
    [u.userId, u.kind, u.name, u.mime, u.sizeBytes, u.sha256],
  );
}

/** The type of a stored upload; `kind` limits it to one kind (null: any). */
export async function uploadMime(
  q: Queryable,
  name: string,
  kind: string | null,
): Promise<{ mime: string; kind: string; user_id: number } | null> {
  const { rows } = await q.query<{ mime: string; kind: string; user_id: number }>(
    'SELECT mime, kind, user_id::int FROM uploads WHERE name = $1 AND ($2::text IS NULL OR kind = $2)',
    [name, kind],
  );
  return rows[0] ?? null;
}

// ---------------------------------------------------------------- demo data

export async function emailTaken(q: Queryable, email: string): Promise<boolean> {
  const { rowCount } = await q.query('SELECT 1 FROM users WHERE email = $1', [email]);
  return Boolean(rowCount);
}

/** The demo user: both contacts bound, level 1, a fund password, a fixed invite code. */
export async function insertDemoUser(
  q: Queryable,
  u: { email: string; passwordHash: string; payPasswordHash: string },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO users (email, phone, area_code, password_hash, pay_password_hash, nickname, signature,
                        extension_code, kyc_level, email_bound_at, phone_bound_at)
     VALUES ($1, '5550100', '1', $2, $3, 'Demo', 'Trading the tide', 'DEMO2026', 1, now(), now())
     RETURNING id`,
    [u.email, u.passwordHash, u.payPasswordHash],
  );
  return must(rows[0], 'user insert returns its id').id;
}

/** The approved level-1 application behind the demo user's level. */
export async function insertDemoApplication(q: Queryable, userId: number): Promise<void> {
  await q.query(
    `INSERT INTO kyc_applications (user_id, level, id_type, name, card_id, status, reviewed_at)
     VALUES ($1, 1, 1, 'Demo Trader', 'DEMO00001', 'approved', now())`,
    [userId],
  );
}
