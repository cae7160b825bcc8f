import { must } from '../../platform/assert';
import { dailyKey, type JobDef } from '../../platform/jobs';
import { add } from '../../platform/money';
import * as repo from './lever.repo';
import type { Deps } from './lever.service';
import { publish } from './lever.events';
import { chargeOvernight, lockUser, noneEnded } from './settlement';

const BATCH = 200;
const BATCHES_MAX = 50;
const ACTOR = 'system:lever-overnight';

/**
 * Charges the overnight fee of one UTC day (`YYYY-MM-DD`) on every position opened before that
 * day began and still open: one transaction per position, each claimed in
 * lever_overnight_charges first, so a second run of the same day charges nothing.
 */
export async function chargeOvernightDay(
  deps: Deps,
  day: string,
): Promise<{ positions: number; charged: string; more: boolean }> {
  const dayStartMs = Date.parse(`${day}T00:00:00Z`);
  let positions = 0;
  let charged = '0';
  let after = 0;
  for (let batch = 0; batch < BATCHES_MAX; batch++) {
    const ids = await repo.overnightDue(deps.db, day, dayStartMs, after, BATCH);
    for (const id of ids) {
      after = id;
      const result = await deps.db.tx(async (tx) => {
        const p = await repo.position(tx, id);
        if (!p) return null;
        await lockUser(tx, p.user_id);
        const locked = must(await repo.lockPosition(tx, id), `lever position ${id}`);
        if (locked.status !== 1) return null;
        const amount = await chargeOvernight(tx, locked, day, ACTOR);
        return amount === null ? null : { userId: locked.user_id, amount };
      });
      if (!result) continue;
      positions++;
      charged = add(charged, result.amount);
      await publish(deps, result.userId, noneEnded());
    }
    if (ids.length < BATCH) return { positions, charged, more: false };
  }
  return { positions, charged, more: true };
}

/** Days a run looks back: nights missed while no node ran are charged on the next run. */
export const OVERNIGHT_CATCH_UP_DAYS = 7;

/** The day and the days before it, oldest first (`YYYY-MM-DD`, UTC). */
function daysUpTo(day: string, count: number): string[] {
  const end = Date.parse(`${day}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The daily job, keyed by the UTC day it charges (and the missed days before it). */
export function overnightJob(deps: Deps): JobDef {
  return {
    name: 'lever.overnight',
    checkEveryMs: 60_000,
    periodKey: dailyKey,
    async run({ periodKey }) {
      let positions = 0;
      let charged = '0';
      for (const day of daysUpTo(periodKey, OVERNIGHT_CATCH_UP_DAYS)) {
        const r = await chargeOvernightDay(deps, day);
        positions += r.positions;
        charged = add(charged, r.charged);
        // Not done: failing the run makes the scheduler run the day again; charged positions are skipped.
        if (r.more) throw new Error(`charged ${positions} positions, more are due for ${day}`);
      }
      return `charged ${positions} positions ${charged}`;
    },
  };
}
