import { pageWindow } from '@tidemark/contracts';
import type { Queryable } from '../../platform/db';

export interface DueRebate {
  inviter_id: number;
  invitee_id: number;
  currency_id: number;
  precision: number;
  day: string;
  fees: string;
}

/**
 * (invitee, day, currency) with contract fees not yet rebated, for days before `today` and
 * within `days` of the invitee's registration: handling fees by the day the position opened,
 * overnight fees by the day charged. Looking at every unclaimed day (not a fixed window) pays
 * days no node ran on the next run.
 */
export async function dueRebates(
  q: Queryable,
  today: string,
  days: number,
  limit: number,
): Promise<DueRebate[]> {
  const { rows } = await q.query<DueRebate>(
    `WITH fees AS (
       SELECT p.user_id, p.currency_id, (to_timestamp(p.opened_at_ms / 1000.0) AT TIME ZONE 'UTC')::date AS day, p.fee AS amount
       FROM lever_positions p WHERE p.opened_at_ms IS NOT NULL AND p.fee > 0
       UNION ALL
       SELECT p.user_id, p.currency_id, c.day, c.charged
       FROM lever_overnight_charges c JOIN lever_positions p ON p.id = c.position_id WHERE c.charged > 0
     )
     SELECT u.parent_id AS inviter_id, f.user_id AS invitee_id, f.currency_id, cur.precision, f.day::text AS day,
            trim_scale(sum(f.amount))::text AS fees
     FROM fees f JOIN users u ON u.id = f.user_id JOIN currencies cur ON cur.id = f.currency_id
     WHERE u.parent_id IS NOT NULL AND f.day < $1::date
       AND f.day >= (u.created_at AT TIME ZONE 'UTC')::date
       AND f.day < (u.created_at AT TIME ZONE 'UTC')::date + $2::int
       AND NOT EXISTS (SELECT 1 FROM invite_rebates r
                       WHERE r.invitee_id = f.user_id AND r.day = f.day AND r.currency_id = f.currency_id)
     GROUP BY u.parent_id, f.user_id, f.currency_id, cur.precision, f.day
     ORDER BY f.day, f.user_id, f.currency_id LIMIT $3`,
    [today, days, limit],
  );
  return rows;
}

/** Claims the (invitee, day, currency); false when a run before this one claimed it. */
export async function claimRebate(
  q: Queryable,
  r: DueRebate & { rate: string; amount: string },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO invite_rebates (invitee_id, day, currency_id, inviter_id, fees, rate, amount)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
    [r.invitee_id, r.day, r.currency_id, r.inviter_id, r.fees, r.rate, r.amount],
  );
  return (rowCount ?? 0) > 0;
}

export async function inviteCode(q: Queryable, userId: number): Promise<string> {
  const { rows } = await q.query<{ code: string }>(
    'SELECT extension_code AS code FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.code ?? '';
}

export async function inviteCount(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM users WHERE parent_id = $1',
    [userId],
  );
  return rows[0]!.n;
}

export async function rebateTotals(q: Queryable, userId: number) {
  const { rows } = await q.query<{ currency: string; amount: string }>(
    `SELECT cur.code AS currency, trim_scale(sum(r.amount))::text AS amount
     FROM invite_rebates r JOIN currencies cur ON cur.id = r.currency_id
     WHERE r.inviter_id = $1 GROUP BY cur.code ORDER BY cur.code`,
    [userId],
  );
  return rows;
}

export interface InviteeRow {
  email: string | null;
  phone: string | null;
  created_s: number;
  rebate: string;
}

export async function invitees(
  q: Queryable,
  userId: number,
  page: { page: number; limit: number },
) {
  const { rows } = await q.query<InviteeRow>(
    `SELECT u.email, u.phone, extract(epoch FROM u.created_at)::bigint AS created_s,
       coalesce((SELECT trim_scale(sum(r.amount))::text FROM invite_rebates r WHERE r.invitee_id = u.id AND r.inviter_id = $1), '0') AS rebate
     FROM users u WHERE u.parent_id = $1 ORDER BY u.id DESC LIMIT $2 OFFSET $3`,
    [userId, ...pageWindow(page)],
  );
  return { rows, total: await inviteCount(q, userId) };
}

export interface RebateRow {
  day: string;
  email: string | null;
  phone: string | null;
  currency: string;
  fees: string;
  amount: string;
  created_s: number;
}

export async function rebates(q: Queryable, userId: number, page: { page: number; limit: number }) {
  const { rows } = await q.query<RebateRow>(
    `SELECT r.day::text AS day, u.email, u.phone, cur.code AS currency, trim_scale(r.fees)::text AS fees,
       trim_scale(r.amount)::text AS amount, extract(epoch FROM r.created_at)::bigint AS created_s
     FROM invite_rebates r JOIN users u ON u.id = r.invitee_id JOIN currencies cur ON cur.id = r.currency_id
     WHERE r.inviter_id = $1 ORDER BY r.day DESC, r.invitee_id DESC LIMIT $2 OFFSET $3`,
    [userId, ...pageWindow(page)],
  );
  const count = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM invite_rebates WHERE inviter_id = $1',
    [userId],
  );
  return { rows, total: count.rows[0]!.n };
}
