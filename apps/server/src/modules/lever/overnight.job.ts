import { must } from '../../platform/assert';
import { dailyKey, type JobDef } from '../../platform/jobs';
import { ACCOUNT_TYPES, LEVER_STATUS } from '@tidemark/contracts';
import {
  balancesOf,
  lockAccounts,
  moveHolds,
  postJournals,
  systemAccountFor,
  userAccount,
  type HoldMove,
} from '../../ledger';
import { add, isPositive, min, neg, sub } from '../../platform/money';
import { overnightFee } from './formulas';
import * as repo from './lever.repo';
import type { Deps } from './lever.service';
import { publish } from './lever.events';
import { chargeOvernight, lockUser, noneEnded } from './settlement';

const BATCH = 200;
const BATCHES_MAX = 50;
const ACTOR = 'system:lever-overnight';

/**
 * Charges the overnight fee of one UTC day (`YYYY-MM-DD`) on every position opened before that
 * day began and still open, a batch of positions per transaction with set-based statements: the
 * owners locked (ascending), the positions locked, each claimed in lever_overnight_charges (a
 * second run of the same day charges nothing), then every fee from the free balance first and
 * the position's margin next (positions in id order against each account's running balance;
 * what neither can pay is waived) posted as one batch of journals, keyed as `chargeOvernight`
 * keys them. A batch that fails is charged position by position (`chargeOvernight`).
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
    if (!ids.length) return { positions, charged, more: false };
    after = ids[ids.length - 1]!;
    const results = await chargeBatch(deps, day, ids).catch(async (err: unknown) => {
      deps.log.warn({ err, day, positions: ids.length }, 'overnight batch failed; one by one');
      const one: Array<{ userId: number; amount: string }> = [];
      for (const id of ids) {
        const r = await chargeOne(deps, day, id);
        if (r) one.push(r);
      }
      return one;
    });
    for (const r of results) {
      positions++;
      charged = add(charged, r.amount);
    }
    for (const userId of new Set(results.map((r) => r.userId)))
      await publish(deps, userId, noneEnded());
    if (ids.length < BATCH) return { positions, charged, more: false };
  }
  return { positions, charged, more: true };
}

async function chargeBatch(
  deps: Deps,
  day: string,
  ids: number[],
): Promise<Array<{ userId: number; amount: string }>> {
  return deps.db.tx(async (tx) => {
    for (const userId of await repo.ownersOf(tx, ids)) await lockUser(tx, userId);
    const open = await repo.lockOpenPositions(tx, ids);
    const dues = open.map((p) => ({
      p,
      due: overnightFee(p.open_price, p.qty, p.overnight_rate, p.precision, p.usd_base),
    }));
    const claimed = await repo.claimOvernightMany(
      tx,
      day,
      dues.map((d) => ({ positionId: d.p.id, due: d.due })),
    );
    const mine = dues.filter((d) => claimed.has(d.p.id));
    if (!mine.length) return [];
    // Every account the batch may move, locked at once in id order: the owners' lever accounts
    // and the fees shards.
    const leverOf = new Map<string, number>();
    const feesOf = new Map<string, number>();
    for (const { p } of mine) {
      const k = `${p.user_id}:${p.currency_id}`;
      if (!leverOf.has(k))
        leverOf.set(k, await userAccount(tx, p.user_id, p.currency_id, ACCOUNT_TYPES.lever));
      const f = `${p.currency_id}:${p.user_id}`;
      if (!feesOf.has(f))
        feesOf.set(f, await systemAccountFor(tx, 'fees', p.currency_id, p.user_id));
    }
    await lockAccounts(tx, [...leverOf.values(), ...feesOf.values()]);
    const balances = await balancesOf(tx, [...leverOf.values()]);
    const free = new Map([...balances].map(([id, b]) => [id, b.available]));
    const journals: Parameters<typeof postJournals>[1] = [];
    const moves: HoldMove[] = [];
    const out: Array<{ positionId: number; userId: number; charged: string }> = [];
    for (const { p, due } of mine) {
      const meta = (step: string) => ({
        key: `lever:${p.id}:${step}`,
        reason: 'lever_overnight',
        refType: 'lever_position',
        refId: p.id,
        actor: ACTOR,
      });
      const account = leverOf.get(`${p.user_id}:${p.currency_id}`)!;
      const fees = feesOf.get(`${p.currency_id}:${p.user_id}`)!;
      let left = due;
      const fromFree = min(left, free.get(account) ?? '0');
      if (isPositive(fromFree)) {
        journals.push({
          meta: meta(`overnight:${day}`),
          postings: [
            { accountId: account, bucket: 'available', amount: neg(fromFree) },
            { accountId: fees, bucket: 'available', amount: fromFree },
          ],
        });
        free.set(account, sub(free.get(account)!, fromFree));
        left = sub(left, fromFree);
      }
      const fromMargin = isPositive(left) ? min(left, p.held) : '0';
      if (isPositive(fromMargin)) {
        moves.push({
          meta: meta(`overnight:${day}:margin`),
          holdId: p.hold_id,
          legs: [{ accountId: fees, amount: fromMargin }],
        });
        left = sub(left, fromMargin);
      }
      out.push({ positionId: p.id, userId: p.user_id, charged: sub(due, left) });
    }
    await postJournals(tx, journals);
    await moveHolds(tx, moves);
    await repo.recordOvernightMany(tx, day, out);
    return out.map((o) => ({ userId: o.userId, amount: o.charged }));
  });
}

/** One position's charge in its own transaction (`chargeOvernight`): a failed batch's fallback. */
async function chargeOne(
  deps: Deps,
  day: string,
  id: number,
): Promise<{ userId: number; amount: string } | null> {
  return deps.db.tx(async (tx) => {
    const p = await repo.position(tx, id);
    if (!p) return null;
    await lockUser(tx, p.user_id);
    const locked = must(await repo.lockPosition(tx, id), `lever position ${id}`);
    if (locked.status !== LEVER_STATUS.open) return null;
    const amount = await chargeOvernight(tx, locked, day, ACTOR);
    return amount === null ? null : { userId: locked.user_id, amount };
  });
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
