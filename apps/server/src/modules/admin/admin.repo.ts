import type { Queryable } from '../../platform/db';
import { must } from '../../platform/assert';

/** Creates an operator, or resets the name, password and TOTP secret of the one with this e-mail. */
export async function upsertOperator(
  q: Queryable,
  o: { email: string; name: string; passwordHash: string; totpSecret: string; role: string },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO operators (email, name, password_hash, totp_secret, role) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name, password_hash = EXCLUDED.password_hash, totp_secret = EXCLUDED.totp_secret, role = EXCLUDED.role
     RETURNING id`,
    [o.email, o.name, o.passwordHash, o.totpSecret, o.role],
  );
  return must(rows[0], 'operator upsert returns its id').id;
}

export async function operatorByEmail(
  q: Queryable,
  email: string,
): Promise<{ id: number; password_hash: string; totp_secret: string | null } | null> {
  const { rows } = await q.query<{ id: number; password_hash: string; totp_secret: string | null }>(
    'SELECT id, password_hash, totp_secret FROM operators WHERE email = $1',
    [email],
  );
  return rows[0] ?? null;
}

/** Enrols a TOTP secret for an operator that has none (the demo operator of an older database). */
export async function setTotpSecretIfMissing(
  q: Queryable,
  id: number,
  secret: string,
): Promise<void> {
  await q.query('UPDATE operators SET totp_secret = $2 WHERE id = $1 AND totp_secret IS NULL', [
    id,
    secret,
  ]);
}

// Sign-in failures and locks are keyed by the e-mail as typed (normalised), operator or not.

export async function loginLocked(q: Queryable, email: string): Promise<boolean> {
  const { rowCount } = await q.query(
    'SELECT 1 FROM operator_login_locks WHERE email = $1 AND locked_until > now()',
    [email],
  );
  return Boolean(rowCount);
}

/** Records a failure and answers how many this e-mail had in the last 15 minutes; older ones go. */
export async function recordLoginFailure(q: Queryable, email: string, ip: string): Promise<number> {
  await q.query(`DELETE FROM operator_login_failures WHERE at <= now() - interval '15 minutes'`);
  await q.query(`DELETE FROM operator_login_locks WHERE locked_until <= now()`);
  await q.query('INSERT INTO operator_login_failures (email, ip) VALUES ($1, $2)', [email, ip]);
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM operator_login_failures WHERE email = $1',
    [email],
  );
  return must(rows[0], 'count returns a row').n;
}

/** Locks the e-mail for 15 minutes; its failures are spent, so the count starts afresh after. */
export async function lockLogin(q: Queryable, email: string): Promise<void> {
  await q.query(
    `INSERT INTO operator_login_locks (email, locked_until) VALUES ($1, now() + interval '15 minutes')
     ON CONFLICT (email) DO UPDATE SET locked_until = EXCLUDED.locked_until`,
    [email],
  );
  await q.query('DELETE FROM operator_login_failures WHERE email = $1', [email]);
}

export async function clearLoginFailures(q: Queryable, email: string): Promise<void> {
  await q.query('DELETE FROM operator_login_failures WHERE email = $1', [email]);
}

export interface OperatorRow {
  id: number;
  name: string;
  email: string;
  role: string;
}

/** The operators of the given ids (unknown ids are absent), for pages that name who did what. */
export async function operatorsByIds(
  q: Queryable,
  ids: readonly number[],
): Promise<Map<number, OperatorRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await q.query<OperatorRow>(
    'SELECT id::int, name, email, role FROM operators WHERE id = ANY($1::bigint[])',
    [[...new Set(ids)]],
  );
  return new Map(rows.map((r) => [r.id, r]));
}
