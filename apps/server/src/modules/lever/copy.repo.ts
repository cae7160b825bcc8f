import type { Queryable } from '../../platform/db';

/** The lots an instrument accepts per position (a copy is refused outside them). */
export async function lotLimits(
  q: Queryable,
  instrumentId: number,
): Promise<{ min: string; max: string; lotSize: string } | null> {
  const { rows } = await q.query<{ min: string; max: string; lot_size: string }>(
    `SELECT trim_scale(min_lots)::text AS min, trim_scale(max_lots)::text AS max, trim_scale(lot_size)::text AS lot_size
       FROM instruments WHERE id = $1`,
    [instrumentId],
  );
  const r = rows[0];
  return r ? { min: r.min, max: r.max, lotSize: r.lot_size } : null;
}

/**
 * The per-user contract lock (settlement `lockUser`) if it is free now or already this
 * transaction's; false instead of waiting.
 */
export async function tryLockUser(q: Queryable, userId: number): Promise<boolean> {
  const { rows } = await q.query<{ ok: boolean }>(
    'SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS ok',
    [`lever:user:${userId}`],
  );
  return rows[0]?.ok === true;
}
