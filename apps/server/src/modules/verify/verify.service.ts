import {
  MY_SETTLEMENTS_ROWS_MAX,
  MY_SETTLEMENTS_WINDOW_MAX_S,
  SETTLEMENT_KIND_NAMES,
  type MySettlements,
} from '@tidemark/contracts';
import { fail } from '../../platform/errors';
import type { Queryable } from '../../platform/db';
import { SETTLEMENT_LOADERS } from '../../verify/settlements';

/**
 * GET /api/verify/my_settlements: the user's own settlements of every kind in a bounded
 * window, each as stored with the logged ticks (and recorded inputs) that decided it, so the
 * app can recompute every result with the contracts' rules.
 */
export async function mySettlements(
  db: Queryable,
  userId: number,
  input: { from: number; to: number },
): Promise<MySettlements> {
  if (input.to <= input.from) fail('tick_window_invalid');
  if (input.to - input.from > MY_SETTLEMENTS_WINDOW_MAX_S) fail('settlement_window_too_long');
  const w = {
    fromMs: input.from * 1000,
    toMs: input.to * 1000,
    userId,
    limit: MY_SETTLEMENTS_ROWS_MAX,
  };
  const out: Partial<Record<string, unknown[]>> = {};
  for (const kind of SETTLEMENT_KIND_NAMES) out[kind] = await SETTLEMENT_LOADERS[kind](db, w);
  return out as MySettlements;
}
