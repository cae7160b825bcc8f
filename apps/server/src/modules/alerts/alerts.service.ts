import {
  ALERT_SOCKET_EVENTS,
  type AlertCreateRequest,
  type AlertFiredEvent,
  type PageQuery,
} from '@tidemark/contracts';
import { lockFor } from '../../platform/db';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/module';
import { cmp } from '../../platform/money';
import { getSetting } from '../../platform/settings';
import { lastTick, ticksAfter, type MarketData } from '../market';
import { notify } from '../../platform/inbox';
import * as repo from './alerts.repo';
import { alertView, firedEvent } from './alerts.view';

export type Deps = Pick<Platform, 'db' | 'realtime' | 'log' | 'clock'> & {
  market: Pick<MarketData, 'instrument'>;
};

/** Ticks read per instrument at a time, and alerts per batch. */
const TICKS_PER_READ = 2000;
const ALERTS_PER_READ = 500;
/**
 * An alert whose state did not change is written at most this often: the ticks since are
 * walked again next time with the same result, and a busy feed costs no write per alert per tick.
 */
const CHECKPOINT_MS = 60_000;

type Tick = { price: string; ts: number };

/** Whether a recorded price has reached the target from the alert's side. */
const reached = (a: Pick<repo.AlertRow, 'direction' | 'target'>, price: string) =>
  a.direction === 'above' ? cmp(price, a.target) >= 0 : cmp(price, a.target) <= 0;

export interface Walk {
  armed: boolean;
  status: 'active' | 'fired';
  checkedMs: number;
  fires: Tick[];
}

/**
 * Runs an alert over recorded ticks in time order. It fires on the first tick at or beyond the
 * target while armed (a gap straight through the target counts); a one-time alert then ends, a
 * repeating one waits until the price is back strictly on the near side before it can fire again,
 * and a crossing within `cooldownMs` of its last firing is passed over (a price see-sawing around
 * the target would otherwise send a message every few seconds) — it must come back and cross again.
 */
export function walk(a: repo.AlertRow, ticks: readonly Tick[], cooldownMs = 0): Walk {
  let armed = a.armed;
  let checkedMs = a.checked_ms;
  let lastFireMs = a.fired_tick_ms;
  const fires: Tick[] = [];
  for (const t of ticks) {
    if (t.ts <= checkedMs) continue;
    checkedMs = t.ts;
    if (reached(a, t.price)) {
      if (!armed) continue;
      armed = false;
      if (lastFireMs !== null && t.ts - lastFireMs < cooldownMs) continue;
      fires.push(t);
      lastFireMs = t.ts;
      if (!a.repeat) return { armed, status: 'fired', checkedMs, fires };
    } else armed = true;
  }
  return { armed, status: 'active', checkedMs, fires };
}

async function create(deps: Deps, userId: number, q: AlertCreateRequest) {
  const instrument = deps.market.instrument(q.symbol);
  if (!instrument)
    return fail('alert_pair_invalid', [{ field: 'symbol', code: 'alert_pair_invalid' }]);
  const id = await deps.db.tx(async (tx) => {
    // One user's creations in a row, so two at once cannot both pass the limit.
    await lockFor(tx, 'price_alerts', userId);
    const max = await getSetting(tx, 'alert_max_active');
    if ((await repo.countActive(tx, userId)) >= max) fail('alert_limit_reached');
    const last = await lastTick(tx, instrument.id);
    if (!last) return fail('alert_no_price');
    if (reached({ direction: q.direction, target: q.price }, last.price))
      fail(q.direction === 'above' ? 'alert_target_above_needed' : 'alert_target_below_needed', [
        {
          field: 'price',
          code: q.direction === 'above' ? 'alert_target_above_needed' : 'alert_target_below_needed',
        },
      ]);
    return repo.insert(tx, {
      userId,
      instrumentId: instrument.id,
      direction: q.direction,
      target: q.price,
      repeat: q.repeat,
      checkedMs: last.ts,
      now: deps.clock.nowSeconds(),
    });
  });
  return alertView((await repo.ownAlert(deps.db, userId, id))!);
}

async function list(deps: Deps, userId: number, f: { symbol?: string | undefined } & PageQuery) {
  let instrumentId: number | null = null;
  if (f.symbol) {
    const i = deps.market.instrument(f.symbol);
    if (!i) return { rows: [], total: 0 };
    instrumentId = i.id;
  }
  const { rows, total } = await repo.ownAlerts(deps.db, userId, {
    instrumentId,
    page: f.page,
    limit: f.limit,
  });
  return { rows: rows.map(alertView), total };
}

async function remove(deps: Deps, userId: number, id: number) {
  // Another user's id answers exactly like a missing one.
  if (!(await repo.deleteOwn(deps.db, userId, id))) fail('alert_not_found');
  return { id };
}

/**
 * Evaluates every active alert against the recorded ticks it has not seen. Each alert moves in
 * its own transaction by a conditional update, with its inbox messages; the owner's socket
 * hears of each firing after that commit. Safe to run from several places at once.
 */
async function evaluate(deps: Deps): Promise<{ fired: number }> {
  let fired = 0;
  const cooldownMs = (await getSetting(deps.db, 'alert_repeat_cooldown_seconds')) * 1000;
  for (const w of await repo.watchedInstruments(deps.db)) {
    let fromMs = w.fromMs;
    for (;;) {
      const ticks = await ticksAfter(deps.db, w.instrumentId, fromMs, TICKS_PER_READ);
      if (!ticks.length) break;
      let afterId = 0;
      for (;;) {
        const alerts = await repo.activeAlerts(deps.db, w.instrumentId, afterId, ALERTS_PER_READ);
        for (const a of alerts) {
          afterId = a.id;
          const r = walk(a, ticks, cooldownMs);
          const unchanged = !r.fires.length && r.armed === a.armed;
          if (unchanged && r.checkedMs - a.checked_ms < CHECKPOINT_MS) continue;
          const last = r.fires.at(-1);
          const events: AlertFiredEvent[] = await deps.db.tx(async (tx) => {
            const moved = await repo.advance(tx, {
              id: a.id,
              fromMs: a.checked_ms,
              toMs: r.checkedMs,
              armed: r.armed,
              status: r.status,
              fires: r.fires.length,
              fired: last
                ? { price: last.price, tickMs: last.ts, at: Math.floor(last.ts / 1000) }
                : null,
            });
            if (!moved) return [];
            for (const t of r.fires)
              await notify(
                tx,
                a.user_id,
                'price_alert',
                { symbol: a.symbol, price: t.price, target: a.target },
                `price_alert:${a.id}:${t.ts}`,
              );
            return r.fires.map((t) => firedEvent(a, t));
          });
          for (const e of events) deps.realtime.toUser(a.user_id, ALERT_SOCKET_EVENTS.fired, e);
          fired += events.length;
        }
        if (alerts.length < ALERTS_PER_READ) break;
      }
      if (ticks.length < TICKS_PER_READ) break;
      fromMs = ticks.at(-1)!.ts;
    }
  }
  return { fired };
}

export type AlertsService = ReturnType<typeof createAlerts>;

export function createAlerts(deps: Deps) {
  return {
    create: (userId: number, q: AlertCreateRequest) => create(deps, userId, q),
    list: (userId: number, f: Parameters<typeof list>[2]) => list(deps, userId, f),
    remove: (userId: number, id: number) => remove(deps, userId, id),
    evaluate: () => evaluate(deps),
  };
}
