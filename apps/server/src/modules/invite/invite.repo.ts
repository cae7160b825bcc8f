import { pageWindow } from '@tidemark/contracts';
import type { Queryable } from '../../platform/db';
import { currencyList, pageCurrencyCodes } from '../market';

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
  const { rows } = await q.query<Omit<DueRebate, 'precision'>>(
    `WITH fees AS (
       SELECT p.user_id, p.currency_id, (to_timestamp(p.opened_at_ms / 1000.0) AT TIME ZONE 'UTC')::date AS day, p.fee AS amount
       FROM lever_positions p WHERE p.opened_at_ms IS NOT NULL AND p.fee > 0
       UNION ALL
       SELECT p.user_id, p.currency_id, c.day, c.charged
       FROM lever_overnight_charges c JOIN lever_positions p ON p.id = c.position_id WHERE c.charged > 0
     )
     SELECT u.parent_id AS inviter_id, f.user_id AS invitee_id, f.currency_id, f.day::text AS day,
            trim_scale(sum(f.amount))::text AS fees
     FROM fees f JOIN users u ON u.id = f.user_id
     WHERE u.parent_id IS NOT NULL AND f.day < $1::date
       AND f.day >= (u.created_at AT TIME ZONE 'UTC')::date
       AND f.day < (u.created_at AT TIME ZONE 'UTC')::date + $2::int
       AND NOT EXISTS (SELECT 1 FROM invite_rebates r
                       WHERE r.invitee_id = f.user_id AND r.day = f.day AND r.currency_id = f.currency_id)
     GROUP BY u.parent_id, f.user_id, f.currency_id, f.day
     ORDER BY f.day, f.user_id, f.currency_id LIMIT $3`,
    [today, days, limit],
  );
  if (!rows.length) return [];
  // Each currency's places from market's catalogue, in one read.
  const places = new Map((await currencyList(q)).map((c) => [Number(c.id), Number(c.precision)]));
  return rows.flatMap((r) => {
    const precision = places.get(Number(r.currency_id));
    return precision === undefined ? [] : [{ ...r, precision }];
  });
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
  // By currency id (one code each), named and put in code order from market's catalogue.
  const { rows } = await q.query<{ currency_id: number; amount: string }>(
    `SELECT r.currency_id, trim_scale(sum(r.amount))::text AS amount
     FROM invite_rebates r WHERE r.inviter_id = $1 GROUP BY r.currency_id`,
    [userId],
  );
  const code = await pageCurrencyCodes(
    q,
    rows.map((r) => r.currency_id),
  );
  return rows
    .map((r) => ({ currency: code(r.currency_id), amount: r.amount }))
    .sort((a, b) => (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0));
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
  const found = await q.query<Omit<RebateRow, 'currency'> & { currency_id: number }>(
    `SELECT r.day::text AS day, u.email, u.phone, r.currency_id, trim_scale(r.fees)::text AS fees,
       trim_scale(r.amount)::text AS amount, extract(epoch FROM r.created_at)::bigint AS created_s
     FROM invite_rebates r JOIN users u ON u.id = r.invitee_id
     WHERE r.inviter_id = $1 ORDER BY r.day DESC, r.invitee_id DESC LIMIT $2 OFFSET $3`,
    [userId, ...pageWindow(page)],
  );
  const code = await pageCurrencyCodes(
    q,
    found.rows.map((r) => r.currency_id),
  );
  const rows: RebateRow[] = found.rows.map(({ currency_id, ...r }) => ({
    day: r.day,
    email: r.email,
    phone: r.phone,
    currency: code(currency_id),
    fees: r.fees,
    amount: r.amount,
    created_s: r.created_s,
  }));
  const count = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM invite_rebates WHERE inviter_id = $1',
    [userId],
  );
  return { rows, total: count.rows[0]!.n };
}
