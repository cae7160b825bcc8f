import type { Queryable } from '../../platform/db';

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
  const { rows } = await q.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`, [id]);
  return rows[0] ?? null;
}

export async function byEmail(q: Queryable, email: string, lock = false): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE email = $1 ${lock ? 'FOR UPDATE' : ''}`, [email]);
  return rows[0] ?? null;
}

export async function byPhone(q: Queryable, areaCode: string, phone: string, lock = false): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(
    `SELECT ${COLUMNS} FROM users WHERE area_code = $1 AND phone = $2 ${lock ? 'FOR UPDATE' : ''}`,
    [areaCode, phone],
  );
  return rows[0] ?? null;
}

export async function byInviteCode(q: Queryable, code: string): Promise<{ id: number } | null> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM users WHERE extension_code = $1', [code.toUpperCase()]);
  return rows[0] ?? null;
}

export async function insertUser(
  q: Queryable,
  u: { email: string | null; phone: string | null; areaCode: string | null; passwordHash: string; extensionCode: string; parentId: number | null; lang: string; fiat: string },
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
  return rows[0]!.id;
}

export async function inviteCodeTaken(q: Queryable, code: string): Promise<boolean> {
  const { rowCount } = await q.query('SELECT 1 FROM users WHERE extension_code = $1', [code]);
  return Boolean(rowCount);
}

/** Columns a command may set on the user's own row; names are fixed here, never taken from input. */
const SETTABLE = ['password_hash', 'pay_password_hash', 'nickname', 'signature', 'avatar', 'lang', 'fiat', 'totp_secret', 'totp_enabled', 'anti_phishing_code', 'locked_until'] as const;
export type Settable = (typeof SETTABLE)[number];

export async function update(q: Queryable, id: number, values: Partial<Record<Settable, unknown>>): Promise<void> {
  const entries = Object.entries(values).filter(([k]) => (SETTABLE as readonly string[]).includes(k));
  if (!entries.length) return;
  const sets = entries.map(([k], i) => `${k} = $${i + 2}`);
  if ('password_hash' in values) sets.push('password_changed_at = now()');
  await q.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, [id, ...entries.map(([, v]) => v)]);
}

export async function bindEmail(q: Queryable, id: number, email: string): Promise<void> {
  await q.query('UPDATE users SET email = $2, email_bound_at = now() WHERE id = $1', [id, email]);
}

export async function bindPhone(q: Queryable, id: number, areaCode: string, phone: string): Promise<void> {
  await q.query('UPDATE users SET area_code = $2, phone = $3, phone_bound_at = now() WHERE id = $1', [id, areaCode, phone]);
}

export async function recordLoginFailure(q: Queryable, userId: number, ip: string): Promise<number> {
  await q.query('INSERT INTO login_failures (user_id, ip) VALUES ($1, $2)', [userId, ip]);
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM login_failures WHERE user_id = $1 AND at > now() - interval '15 minutes'`,
    [userId],
  );
  return rows[0]!.n;
}

export async function recordLogin(q: Queryable, userId: number, ip: string): Promise<void> {
  await q.query('UPDATE users SET last_login_at = now(), last_login_ip = $2 WHERE id = $1', [userId, ip]);
  await q.query('DELETE FROM login_failures WHERE user_id = $1', [userId]);
}

export async function lockFor15Minutes(q: Queryable, userId: number): Promise<void> {
  await q.query(`UPDATE users SET locked_until = now() + interval '15 minutes' WHERE id = $1`, [userId]);
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
  const { rows } = await q.query<{ id: number; user_agent: string; ip: string; created_at: number; last_seen_at: number }>(
    `SELECT id, user_agent, ip, extract(epoch FROM created_at)::bigint AS created_at,
            extract(epoch FROM last_seen_at)::bigint AS last_seen_at
       FROM sessions WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
      ORDER BY last_seen_at DESC LIMIT 50`,
    [userId],
  );
  return rows;
}

export async function uploadOwnedBy(q: Queryable, name: string, userId: number, kind: string): Promise<boolean> {
  const { rowCount } = await q.query('SELECT 1 FROM uploads WHERE name = $1 AND user_id = $2 AND kind = $3', [name, userId, kind]);
  return Boolean(rowCount);
}
