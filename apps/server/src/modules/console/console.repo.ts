import type { Queryable } from '../../platform/db';
import { operatorsByIds } from '../admin';
import { applicationsOfUser } from '../account';

/**
 * The console's own tables (restrictions, adjustments, check runs) and the read-outs it lists;
 * operators' names come from the admin module.
 */

const epoch = (col: string) => `extract(epoch FROM ${col})::bigint::int`;

export async function operatorById(q: Queryable, id: number) {
  return (await operatorsByIds(q, [id])).get(id) ?? null;
}

/** The name of each row's operator (`operator_id`), read from the admin module. */
async function withOperatorNames<R extends { operator_id: number }>(q: Queryable, rows: R[]) {
  const names = await operatorsByIds(
    q,
    rows.map((r) => r.operator_id),
  );
  return rows.map((r) => ({ ...r, operator_name: names.get(r.operator_id)?.name ?? '' }));
}

export async function operatorSessions(
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
            ${epoch('s.created_at')} AS created_at, ${epoch('s.expires_at')} AS expires_at,
            count(*) OVER ()::int AS total
       FROM operator_sessions s
      WHERE s.revoked_at IS NULL AND s.expires_at > now() AND ($1::bigint IS NULL OR s.operator_id = $1)
      ORDER BY s.id DESC LIMIT $2 OFFSET $3`,
    [operatorId, page.limit, page.offset],
  );
  return {
    rows: await withOperatorNames(
      q,
      rows.map(({ total: _t, ...r }) => r),
    ),
    total: rows[0]?.total ?? 0,
  };
}

/** Ends an active operator session (of `operatorId` only, when given); the ended row, or null. */
export async function endOperatorSession(
  q: Queryable,
  sessionId: number,
  operatorId: number | null,
): Promise<{ operator_id: number; operator_name: string } | null> {
  const { rows } = await q.query<{ operator_id: number }>(
    `UPDATE operator_sessions s SET revoked_at = now()
      WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND ($2::bigint IS NULL OR s.operator_id = $2)
      RETURNING s.operator_id::int`,
    [sessionId, operatorId],
  );
  return (await withOperatorNames(q, rows))[0] ?? null;
}

/** Adjustments waiting for a second operator: the console's own queue on the dashboard. */
export async function pendingAdjustmentCount(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM balance_adjustments WHERE status = 'pending'`,
  );
  return rows[0]!.n;
}

const USER_COLUMNS = `u.id::int, u.email, u.phone, u.area_code, u.nickname, u.kyc_level::int,
  ${epoch('u.created_at')} AS created_at,
  EXISTS (SELECT 1 FROM user_restrictions r WHERE r.user_id = u.id AND r.kind = 'login') AS login_frozen,
  EXISTS (SELECT 1 FROM user_restrictions r WHERE r.user_id = u.id AND r.kind = 'withdraw') AS withdraw_frozen`;

export interface UserRow {
  id: number;
  email: string | null;
  phone: string | null;
  area_code: string | null;
  nickname: string | null;
  kyc_level: number;
  created_at: number;
  login_frozen: boolean;
  withdraw_frozen: boolean;
}

/** A number is an id or part of a phone number; other text part of an e-mail or a phone. */
export async function searchUsers(
  q: Queryable,
  text: string | undefined,
  page: { limit: number; offset: number },
  filter: {
    kycLevel?: number | undefined;
    frozen?: 'login' | 'withdraw' | undefined;
    order?: 'asc' | 'desc';
  } = {},
) {
  const t = (text ?? '').trim();
  const asId = /^\d{1,18}$/.test(t) ? t : null;
  const like = t ? `%${t.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%` : null;
  const { rows } = await q.query<UserRow & { total: number }>(
    `SELECT ${USER_COLUMNS}, count(*) OVER ()::int AS total FROM users u
      WHERE ($1::text IS NULL OR u.id::text = $2 OR u.phone LIKE $1
             OR ($2::text IS NULL AND lower(u.email) LIKE $1))
        AND ($5::int IS NULL OR u.kyc_level = $5)
        AND ($6::text IS NULL OR EXISTS (SELECT 1 FROM user_restrictions r WHERE r.user_id = u.id AND r.kind = $6))
      ORDER BY u.id ${filter.order === 'asc' ? 'ASC' : 'DESC'} LIMIT $3 OFFSET $4`,
    [like, asId, page.limit, page.offset, filter.kycLevel ?? null, filter.frozen ?? null],
  );
  return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
}

export async function userDetail(q: Queryable, userId: number) {
  const { rows } = await q.query<UserRow & { lang: string; parent_id: number | null }>(
    `SELECT ${USER_COLUMNS}, u.lang, u.parent_id::int AS parent_id FROM users u WHERE u.id = $1`,
    [userId],
  );
  const user = rows[0];
  if (!user) return null;
  const identity = await applicationsOfUser(q, userId);
  const restrictions = await q.query<{
    kind: 'login' | 'withdraw';
    reason: string;
    operator_id: number;
    created_at: number;
  }>(
    `SELECT kind, reason, operator_id::int, ${epoch('created_at')} AS created_at
       FROM user_restrictions WHERE user_id = $1 ORDER BY kind`,
    [userId],
  );
  const sessions = await q.query<{
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
  return {
    user,
    identity,
    restrictions: restrictions.rows,
    sessions: sessions.rows,
  };
}

export async function restriction(q: Queryable, userId: number, kind: string) {
  const { rows } = await q.query<{ reason: string; operator_id: number }>(
    'SELECT reason, operator_id::int FROM user_restrictions WHERE user_id = $1 AND kind = $2',
    [userId, kind],
  );
  return rows[0] ?? null;
}

export async function setRestriction(
  q: Queryable,
  r: { userId: number; kind: string; reason: string; operatorId: number },
) {
  await q.query(
    `INSERT INTO user_restrictions (user_id, kind, reason, operator_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, kind) DO UPDATE SET reason = EXCLUDED.reason, operator_id = EXCLUDED.operator_id, created_at = now()`,
    [r.userId, r.kind, r.reason, r.operatorId],
  );
}

export async function liftRestriction(q: Queryable, userId: number, kind: string) {
  await q.query('DELETE FROM user_restrictions WHERE user_id = $1 AND kind = $2', [userId, kind]);
}

/** Ends the user's sessions (one, or all): returns the ids ended. */
export async function endUserSessions(q: Queryable, userId: number, sessionId?: number) {
  const { rows } = await q.query<{ id: number }>(
    `UPDATE sessions SET revoked_at = now()
      WHERE user_id = $1 AND revoked_at IS NULL AND ($2::bigint IS NULL OR id = $2) RETURNING id::int`,
    [userId, sessionId ?? null],
  );
  return rows.map((r) => r.id);
}

export async function userExists(q: Queryable, userId: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM users WHERE id = $1', [userId])).rowCount !== 0;
}

const ADJUSTMENT_COLUMNS = `a.id::int, a.user_id::int, a.account_type::int, a.currency, trim_scale(a.amount)::text AS amount,
  a.system_account, a.reason, a.ticket, a.status, a.created_by::int,
  a.decided_by::int, a.decision_note, a.journal_id::int,
  ${epoch('a.created_at')} AS created_at, ${epoch('a.decided_at')} AS decided_at`;

export interface AdjustmentRow {
  id: number;
  user_id: number;
  account_type: number;
  currency: string;
  amount: string;
  system_account: string;
  reason: string;
  ticket: string;
  status: 'pending' | 'approved' | 'rejected';
  created_by: number;
  decided_by: number | null;
  journal_id: number | null;
}

export async function insertAdjustment(
  q: Queryable,
  a: {
    userId: number;
    accountType: number;
    currency: string;
    amount: string;
    systemAccount: string;
    reason: string;
    ticket: string;
    createdBy: number;
  },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO balance_adjustments (user_id, account_type, currency, amount, system_account, reason, ticket, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id::int`,
    [
      a.userId,
      a.accountType,
      a.currency,
      a.amount,
      a.systemAccount,
      a.reason,
      a.ticket,
      a.createdBy,
    ],
  );
  return rows[0]!.id;
}

export async function adjustmentForUpdate(q: Queryable, id: number) {
  const { rows } = await q.query<AdjustmentRow>(
    `SELECT id::int, user_id::int, account_type::int, currency, trim_scale(amount)::text AS amount, system_account,
            reason, ticket, status, created_by::int, decided_by::int, journal_id::int
       FROM balance_adjustments WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

export async function decideAdjustment(
  q: Queryable,
  d: {
    id: number;
    status: 'approved' | 'rejected';
    by: number;
    note: string | null;
    journalId: number | null;
  },
) {
  await q.query(
    `UPDATE balance_adjustments SET status = $2, decided_by = $3, decided_at = now(), decision_note = $4, journal_id = $5
      WHERE id = $1`,
    [d.id, d.status, d.by, d.note, d.journalId],
  );
}

export async function adjustments(
  q: Queryable,
  filter: { status?: string | undefined; id?: number },
  page: { limit: number; offset: number },
) {
  const { rows } = await q.query<
    AdjustmentRow & {
      decision_note: string | null;
      created_at: number;
      decided_at: number | null;
      total: number;
    }
  >(
    `SELECT ${ADJUSTMENT_COLUMNS}, count(*) OVER ()::int AS total
       FROM balance_adjustments a
      WHERE ($1::text IS NULL OR a.status = $1) AND ($2::bigint IS NULL OR a.id = $2)
      ORDER BY a.id DESC LIMIT $3 OFFSET $4`,
    [filter.status ?? null, filter.id ?? null, page.limit, page.offset],
  );
  // Who asked and who decided, named by the admin module.
  const names = await operatorsByIds(
    q,
    rows.flatMap((r) => (r.decided_by === null ? [r.created_by] : [r.created_by, r.decided_by])),
  );
  return {
    rows: rows.map(({ total: _t, ...r }) => ({
      ...r,
      created_by_name: names.get(r.created_by)?.name ?? '',
      decided_by_name: r.decided_by === null ? null : (names.get(r.decided_by)?.name ?? null),
    })),
    total: rows[0]?.total ?? 0,
  };
}

export async function insertCheckRun(
  q: Queryable,
  r: { operatorId: number; ok: boolean; problems: unknown[] },
) {
  await q.query('INSERT INTO ledger_check_runs (operator_id, ok, problems) VALUES ($1, $2, $3)', [
    r.operatorId,
    r.ok,
    JSON.stringify(r.problems),
  ]);
}

export async function lastCheckRun(q: Queryable) {
  const { rows } = await q.query<{
    ok: boolean;
    problems: Array<{ kind: string; detail: string }>;
    ran_at: number;
    operator_id: number | null;
  }>(
    `SELECT ok, problems, ${epoch('ran_at')} AS ran_at, operator_id::int FROM ledger_check_runs ORDER BY id DESC LIMIT 1`,
  );
  return rows[0] ?? null;
}
