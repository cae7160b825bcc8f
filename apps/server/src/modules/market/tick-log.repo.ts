import type { Queryable } from '../../platform/db';

export interface TickRow {
  ts: number;
  price: string;
}

/** The retention the trigger of 0026 allows deletes after: the nodes' configured hours. */
export async function setRetentionHours(q: Queryable, hours: number): Promise<void> {
  await q.query('UPDATE tick_log_policy SET retention_hours = $1 WHERE retention_hours <> $1', [
    hours,
  ]);
}

/** Ticks of one instrument with fromMs ≤ ts < toMs, oldest first, one page. */
export async function ticksPage(
  q: Queryable,
  instrumentId: number,
  fromMs: number,
  toMs: number,
  offset: number,
  limit: number,
): Promise<{ rows: TickRow[]; total: number }> {
  const { rows } = await q.query<TickRow>(
    `SELECT ts, trim_scale(price)::text AS price FROM ticks
      WHERE instrument_id = $1 AND ts >= $2 AND ts < $3 ORDER BY ts LIMIT $4 OFFSET $5`,
    [instrumentId, fromMs, toMs, limit, offset],
  );
  const count = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM ticks WHERE instrument_id = $1 AND ts >= $2 AND ts < $3',
    [instrumentId, fromMs, toMs],
  );
  return { rows, total: count.rows[0]!.n };
}

/** The first recorded tick of an instrument (ms), or null when it has none. */
export async function firstTickMs(q: Queryable, instrumentId: number): Promise<number | null> {
  const { rows } = await q.query<{ ts: number | null }>(
    'SELECT min(ts) AS ts FROM ticks WHERE instrument_id = $1',
    [instrumentId],
  );
  return rows[0]?.ts === null || rows[0]?.ts === undefined ? null : Number(rows[0].ts);
}

/** The last exported day of an instrument (YYYY-MM-DD), or null. */
export async function lastExportDay(q: Queryable, instrumentId: number): Promise<string | null> {
  const { rows } = await q.query<{ day: string | null }>(
    `SELECT to_char(max(day), 'YYYY-MM-DD') AS day FROM tick_exports WHERE instrument_id = $1`,
    [instrumentId],
  );
  return rows[0]?.day ?? null;
}

/** Every tick of one instrument in [fromMs, toMs), oldest first (one UTC day: the export). */
export async function ticksBetween(
  q: Queryable,
  instrumentId: number,
  fromMs: number,
  toMs: number,
): Promise<TickRow[]> {
  const { rows } = await q.query<TickRow>(
    `SELECT ts, trim_scale(price)::text AS price FROM ticks
      WHERE instrument_id = $1 AND ts >= $2 AND ts < $3 ORDER BY ts`,
    [instrumentId, fromMs, toMs],
  );
  return rows.map((r) => ({ ts: Number(r.ts), price: r.price }));
}

/** Publishes one day's export once; a second run of the same day keeps the first. */
export async function insertExport(
  q: Queryable,
  e: { instrumentId: number; day: string; rows: number; sha256: string; body: string },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO tick_exports (instrument_id, day, rows, sha256, body) VALUES ($1, $2::date, $3, $4, $5)
      ON CONFLICT DO NOTHING`,
    [e.instrumentId, e.day, e.rows, e.sha256, e.body],
  );
  return (rowCount ?? 0) > 0;
}

export interface ExportRow {
  day: string;
  rows: number;
  sha256: string;
}

export async function exportsPage(
  q: Queryable,
  instrumentId: number,
  offset: number,
  limit: number,
): Promise<{ rows: ExportRow[]; total: number }> {
  const { rows } = await q.query<ExportRow>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, rows, sha256 FROM tick_exports
      WHERE instrument_id = $1 ORDER BY day DESC LIMIT $2 OFFSET $3`,
    [instrumentId, limit, offset],
  );
  const count = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM tick_exports WHERE instrument_id = $1',
    [instrumentId],
  );
  return { rows, total: count.rows[0]!.n };
}

export async function exportBody(
  q: Queryable,
  instrumentId: number,
  day: string,
): Promise<{ body: string; sha256: string } | null> {
  const { rows } = await q.query<{ body: string; sha256: string }>(
    'SELECT body, sha256 FROM tick_exports WHERE instrument_id = $1 AND day = $2::date',
    [instrumentId, day],
  );
  return rows[0] ?? null;
}
