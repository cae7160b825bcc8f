import type { Queryable } from '../../platform/db';
import {
  endOperatorSession as endLiveOperatorSession,
  listOperatorSessions,
} from '../../platform/sessions';
import { operatorsByIds } from '../admin';
import {
  applicationsOfUser,
  directoryUser,
  liveSessionsOfUser,
  searchUsers as searchDirectory,
  type DirectoryUser,
} from '../account';

/**
 * The console's own tables (restrictions, adjustments, check runs) and the read-outs it lists;
 * users and their sessions come from the account module, operator sessions from the platform's
 * sessions, operators' names from the admin module.
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
  const { rows, total } = await listOperatorSessions(q, operatorId, page);
  return { rows: await withOperatorNames(q, rows), total };
}

/** Ends an active operator session (of `operatorId` only, when given); the ended row, or null. */
export async function endOperatorSession(
  q: Queryable,
  sessionId: number,
  operatorId: number | null,
): Promise<{ operator_id: number; operator_name: string } | null> {
  const ended = await endLiveOperatorSession(q, sessionId, operatorId);
  return ended ? ((await withOperatorNames(q, [ended]))[0] ?? null) : null;
}

/** Adjustments waiting for a second operator: the console's own queue on the dashboard. */
export async function pendingAdjustmentCount(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM balance_adjustments WHERE status = 'pending'`,
  );
  return rows[0]!.n;
}

type Kind = 'login' | 'withdraw';

type UserRow = DirectoryUser & { login_frozen: boolean; withdraw_frozen: boolean };

/** Which of these users have their login or withdrawals frozen (the console's own table). */
async function withRestrictions<R extends DirectoryUser>(q: Queryable, users: R[]) {
  const { rows } = await q.query<{ user_id: number; kind: Kind }>(
    'SELECT user_id::int, kind FROM user_restrictions WHERE user_id = ANY($1::bigint[])',
    [users.map((u) => u.id)],
  );
  const has = (id: number, kind: Kind) => rows.some((r) => r.user_id === id && r.kind === kind);
  return users.map((u) => ({
    ...u,
    login_frozen: has(u.id, 'login'),
    withdraw_frozen: has(u.id, 'withdraw'),
  }));
}

/**
 * The account module's user search, with each user's restrictions; `frozen` keeps it to the
 * users with that restriction.
 */
export async function searchUsers(
  q: Queryable,
  text: string | undefined,
  page: { limit: number; offset: number },
  filter: {
    kycLevel?: number | undefined;
    frozen?: Kind | undefined;
    order?: 'asc' | 'desc';
  } = {},
): Promise<{ rows: UserRow[]; total: number }> {
  const among = filter.frozen
    ? (
        await q.query<{ user_id: number }>(
          'SELECT user_id::int FROM user_restrictions WHERE kind = $1',
          [filter.frozen],
        )
      ).rows.map((r) => r.user_id)
    : undefined;
  const found = await searchDirectory(q, text, page, {
    kycLevel: filter.kycLevel,
    among,
    order: filter.order ?? 'desc',
  });
  return { rows: await withRestrictions(q, found.rows), total: found.total };
}

export async function userDetail(q: Queryable, userId: number) {
  const found = await directoryUser(q, userId);
  if (!found) return null;
  const [user] = await withRestrictions(q, [found]);
  const identity = await applicationsOfUser(q, userId);
  const restrictions = await q.query<{
    kind: Kind;
    reason: string;
    operator_id: number;
    created_at: number;
  }>(
    `SELECT kind, reason, operator_id::int, ${epoch('created_at')} AS created_at
       FROM user_restrictions WHERE user_id = $1 ORDER BY kind`,
    [userId],
  );
  return {
    user: user!,
    identity,
    restrictions: restrictions.rows,
    sessions: await liveSessionsOfUser(q, userId),
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
