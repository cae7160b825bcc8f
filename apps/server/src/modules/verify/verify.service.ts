import {
  MY_SETTLEMENTS_ROWS_MAX,
  MY_SETTLEMENTS_WINDOW_MAX_S,
  type MySettlements,
} from '@tidemark/contracts';
import { fail } from '../../platform/errors';
import type { Queryable } from '../../platform/db';
import * as repo from '../../verify/settlements.repo';

const uniq = (ticks: repo.Tick[]): repo.Tick[] => {
  const byTs = new Map(ticks.map((t) => [t.ts, t]));
  return [...byTs.values()].sort((a, b) => a.ts - b.ts);
};

/**
 * GET /api/verify/my_settlements: the user's own settled options, contract closes and dual
 * orders in a bounded window, each as stored with the logged ticks around the moment that
 * decided it, so the app can recompute every result with the contracts' rules.
 */
export async function mySettlements(
  db: Queryable,
  userId: number,
  input: { from: number; to: number },
): Promise<MySettlements> {
  if (input.to <= input.from) fail('tick_window_invalid');
  if (input.to - input.from > MY_SETTLEMENTS_WINDOW_MAX_S) fail('settlement_window_too_long');
  const fromMs = input.from * 1000;
  const toMs = input.to * 1000;
  const max = MY_SETTLEMENTS_ROWS_MAX;

  const options = [];
  for (const o of await repo.settledOptions(db, fromMs, toMs, userId, max)) {
    const ticks = uniq([
      ...(await repo.tickAt(db, o.instrument_id, o.open_tick_ms)),
      ...(await repo.ticksUpTo(db, o.instrument_id, o.expires_at_ms - 1, 1)),
      ...(await repo.ticksFrom(db, o.instrument_id, o.expires_at_ms, 2)),
    ]);
    const { user_id: _u, instrument_id: _i, ...row } = o;
    options.push({ ...row, ticks });
  }

  const lever = [];
  for (const p of await repo.leverCloses(db, fromMs, toMs, userId, max)) {
    const at = p.close_tick_ms ?? 0;
    const ticks = uniq([
      ...(await repo.ticksUpTo(db, p.instrument_id, at, 2)),
      ...(p.open_tick_ms === null ? [] : await repo.tickAt(db, p.instrument_id, p.open_tick_ms)),
    ]);
    const { user_id: _u, instrument_id: _i, status: _s, created_at_ms: _c, ...row } = p;
    lever.push({ ...row, ticks });
  }

  const usdt = await repo.usdtId(db);
  const dual = [];
  for (const o of await repo.settledDuals(db, fromMs, toMs, userId, max)) {
    const ticks =
      o.instrument_id === null
        ? []
        : uniq([
            ...(await repo.ticksUpTo(db, o.instrument_id, o.end_at * 1000, 2)),
            ...(await repo.ticksFrom(db, o.instrument_id, o.end_at * 1000 + 1, 1)),
          ]);
    dual.push({
      id: o.id,
      coin: o.coin,
      type: o.type,
      total: o.total,
      exercise_price: o.exercise_price,
      order_rate: o.order_rate,
      day: o.day,
      end_at: o.end_at,
      settle_price: o.settle_price,
      settle_tick_ms: o.settle_tick_ms,
      pays:
        o.payout_currency_id === o.coin_id
          ? ('coin' as const)
          : o.payout_currency_id === usdt
            ? ('usdt' as const)
            : null,
      payout: o.payout,
      coin_precision: o.coin_precision,
      usdt_precision: o.usdt_precision,
      ticks,
    });
  }
  return { options, lever, dual };
}
