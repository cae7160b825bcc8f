import { LEVER_STATUS } from '@tidemark/contracts';
import { holdRemainingColumn } from '../../ledger';
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

/**
 * Margin kept in followers' contract accounts by copies still mirroring a trader (a detached
 * copy is the follower's own position): what each open copy's hold still keeps, per follower
 * and currency (all followers, or one).
 */
export async function copyMarginsHeld(
  q: Queryable,
  userId: number | null,
): Promise<Array<{ user_id: number; currency_id: number; amount: string }>> {
  const { rows } = await q.query<{ user_id: number; currency_id: number; amount: string }>(
    `SELECT user_id, currency_id, trim_scale(sum(held::numeric))::text AS amount FROM (
       SELECT p.user_id, p.currency_id, ${holdRemainingColumn('p.hold_id', 'held')}
         FROM lever_positions p JOIN copy_positions c ON c.position_id = p.id
        WHERE p.status IN (${LEVER_STATUS.entrusted}, ${LEVER_STATUS.open}) AND c.detached_at_ms IS NULL
          AND ($1::bigint IS NULL OR p.user_id = $1)) m
      GROUP BY user_id, currency_id HAVING sum(held::numeric) <> 0`,
    [userId],
  );
  return rows.map((r) => ({ ...r, user_id: Number(r.user_id) }));
}
