import type { Queryable } from '../../platform/db';

export interface AlertRow {
  id: number;
  user_id: number;
  instrument_id: number;
  symbol: string;
  direction: 'above' | 'below';
  target: string;
  repeat: boolean;
  status: 'active' | 'fired';
  armed: boolean;
  checked_ms: number;
  fired_count: number;
  fired_price: string | null;
  fired_tick_ms: number | null;
  fired_at: number | null;
  created_at: number;
}

const COLUMNS = `a.id, a.user_id, a.instrument_id, i.symbol, a.direction, trim_scale(a.target)::text AS target,
  a.repeat, a.status, a.armed, a.checked_ms, a.fired_count, trim_scale(a.fired_price)::text AS fired_price,
  a.fired_tick_ms, a.fired_at, a.created_at`;
const FROM = 'price_alerts a JOIN instruments i ON i.id = a.instrument_id';

const nullableNumber = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const toAlert = (r: AlertRow): AlertRow => ({
  ...r,
  id: Number(r.id),
  user_id: Number(r.user_id),
  instrument_id: Number(r.instrument_id),
  checked_ms: Number(r.checked_ms),
  fired_count: Number(r.fired_count),
  fired_tick_ms: nullableNumber(r.fired_tick_ms),
  fired_at: nullableNumber(r.fired_at),
  created_at: Number(r.created_at),
});

export async function countActive(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ n: string }>(
    `SELECT count(*) AS n FROM price_alerts WHERE user_id = $1 AND status = 'active'`,
    [userId],
  );
  return Number(rows[0]!.n);
}

export async function insert(
  q: Queryable,
  a: {
    userId: number;
    instrumentId: number;
    direction: 'above' | 'below';
    target: string;
    repeat: boolean;
    checkedMs: number;
    now: number;
  },
): Promise<number> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO price_alerts (user_id, instrument_id, direction, target, repeat, checked_ms, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [a.userId, a.instrumentId, a.direction, a.target, a.repeat, a.checkedMs, a.now],
  );
  return Number(rows[0]!.id);
}

export async function ownAlert(q: Queryable, userId: number, id: number): Promise<AlertRow | null> {
  const { rows } = await q.query<AlertRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE a.id = $1 AND a.user_id = $2`,
    [id, userId],
  );
  return rows[0] ? toAlert(rows[0]) : null;
}

/** A user's alerts: active ones first, then the newest. */
export async function ownAlerts(
  q: Queryable,
  userId: number,
  f: { instrumentId: number | null; page: number; limit: number },
): Promise<{ rows: AlertRow[]; total: number }> {
  const where = `a.user_id = $1 AND ($2::int IS NULL OR a.instrument_id = $2)`;
  const { rows } = await q.query<AlertRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where}
     ORDER BY (a.status = 'active') DESC, a.id DESC LIMIT $3 OFFSET $4`,
    [userId, f.instrumentId, f.limit, (f.page - 1) * f.limit],
  );
  const total = await q.query<{ n: string }>(
    `SELECT count(*) AS n FROM price_alerts a WHERE ${where}`,
    [userId, f.instrumentId],
  );
  return { rows: rows.map(toAlert), total: Number(total.rows[0]!.n) };
}

/** Deletes a user's own alert; another user's id deletes nothing. */
export async function deleteOwn(q: Queryable, userId: number, id: number): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM price_alerts WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
  return (rowCount ?? 0) > 0;
}

/** Instruments with an active alert, and the oldest tick any of them has seen. */
export async function watchedInstruments(
  q: Queryable,
): Promise<Array<{ instrumentId: number; fromMs: number }>> {
  const { rows } = await q.query<{ instrument_id: number; from_ms: string }>(
    `SELECT instrument_id, min(checked_ms) AS from_ms FROM price_alerts WHERE status = 'active'
     GROUP BY instrument_id`,
  );
  return rows.map((r) => ({ instrumentId: Number(r.instrument_id), fromMs: Number(r.from_ms) }));
}

export async function activeAlerts(
  q: Queryable,
  instrumentId: number,
  afterId: number,
  limit: number,
): Promise<AlertRow[]> {
  const { rows } = await q.query<AlertRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE a.instrument_id = $1 AND a.status = 'active' AND a.id > $2
     ORDER BY a.id LIMIT $3`,
    [instrumentId, afterId, limit],
  );
  return rows.map(toAlert);
}

/**
 * Moves an alert past the ticks it was evaluated against, only if nobody did since it was read
 * (same status and `checked_ms`): the evaluator whose update lands is the one that fires.
 */
export async function advance(
  q: Queryable,
  a: {
    id: number;
    fromMs: number;
    toMs: number;
    armed: boolean;
    status: 'active' | 'fired';
    fires: number;
    fired: { price: string; tickMs: number; at: number } | null;
  },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE price_alerts SET checked_ms = $3, armed = $4, status = $5, fired_count = fired_count + $6,
       fired_price = COALESCE($7, fired_price), fired_tick_ms = COALESCE($8, fired_tick_ms),
       fired_at = COALESCE($9, fired_at)
     WHERE id = $1 AND status = 'active' AND checked_ms = $2`,
    [
      a.id,
      a.fromMs,
      a.toMs,
      a.armed,
      a.status,
      a.fires,
      a.fired?.price ?? null,
      a.fired?.tickMs ?? null,
      a.fired?.at ?? null,
    ],
  );
  return (rowCount ?? 0) > 0;
}
