import type { Queryable } from '../../platform/db';

/** Answers when the database does (the health check). */
export async function ping(q: Queryable): Promise<void> {
  await q.query('SELECT 1');
}

export interface FiatRateRow {
  currency_code: string;
  rate: string;
  /** Unix seconds. */
  save_time: number;
}

export async function fiatRates(q: Queryable): Promise<FiatRateRow[]> {
  const { rows } = await q.query<FiatRateRow>(
    `SELECT currency_code, trim_scale(rate)::text AS rate, extract(epoch FROM saved_at)::bigint AS save_time
       FROM fiat_rates ORDER BY sort_order`,
  );
  return rows;
}

/** When the oldest rate that is not fixed was taken, in ms; null if every rate is fixed. */
export async function oldestFloatingRateMs(q: Queryable): Promise<number | null> {
  const { rows } = await q.query<{ oldest: number | null }>(
    `SELECT min(extract(epoch FROM saved_at) * 1000)::bigint AS oldest FROM fiat_rates WHERE NOT fixed`,
  );
  return rows[0]?.oldest ?? null;
}

/** Sets a rate unless it is fixed; returns whether it changed. */
export async function setFloatingRate(
  q: Queryable,
  code: string,
  rate: string,
  atMs: number,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE fiat_rates SET rate = $2, saved_at = to_timestamp($3 / 1000.0) WHERE currency_code = $1 AND NOT fixed`,
    [code, rate, atMs],
  );
  return Boolean(rowCount);
}

/** Deletes at most `limit` sessions that expired or were revoked more than 30 days ago; returns how many went. */
export async function purgeOldSessions(q: Queryable, limit: number): Promise<number> {
  const { rowCount } = await q.query(
    `DELETE FROM sessions WHERE id IN (
       SELECT id FROM sessions
        WHERE expires_at < now() - interval '30 days' OR revoked_at < now() - interval '30 days'
        LIMIT $1)`,
    [limit],
  );
  return rowCount ?? 0;
}
