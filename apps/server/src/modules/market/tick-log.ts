import crypto from 'node:crypto';
import {
  TICK_EXPORT_HEADER,
  TICK_WINDOW_MAX_S,
  type PageQuery,
  type TickExport,
  type TickLogItem,
} from '@tidemark/contracts';
import { dailyKey, type JobDef } from '../../platform/jobs';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/module';
import type { MarketData } from './market.service';
import * as repo from './tick-log.repo';

type Deps = Pick<Platform, 'db' | 'clock'>;
const DAY_MS = 86_400_000;

/** The canonical CSV of a day: header, then `ts_ms,price` per tick in time order, LF-ended lines. */
export function canonicalCsv(ticks: readonly { ts: number; price: string }[]): string {
  return [TICK_EXPORT_HEADER, ...ticks.map((t) => `${t.ts},${t.price}`)].join('\n') + '\n';
}

export const sha256Hex = (body: string): string =>
  crypto.createHash('sha256').update(body, 'utf8').digest('hex');

/** GET /api/market/ticks: a bounded window of one pair's recorded ticks, oldest first. */
export async function tickLog(
  deps: Deps,
  market: MarketData,
  input: { symbol: string; from: number; to: number } & PageQuery,
): Promise<{ rows: TickLogItem[]; total: number }> {
  if (input.to <= input.from) fail('tick_window_invalid');
  if (input.to - input.from > TICK_WINDOW_MAX_S) fail('tick_window_too_long');
  const i = market.instrument(input.symbol) ?? fail('not_found');
  const { rows, total } = await repo.ticksPage(
    deps.db,
    i.id,
    input.from * 1000,
    input.to * 1000,
    (input.page - 1) * input.limit,
    input.limit,
  );
  return { rows: rows.map((r) => ({ ts_ms: Number(r.ts), price: r.price })), total };
}

export async function tickExports(
  deps: Deps,
  market: MarketData,
  input: { symbol: string } & PageQuery,
): Promise<{ rows: TickExport[]; total: number }> {
  const i = market.instrument(input.symbol) ?? fail('not_found');
  const { rows, total } = await repo.exportsPage(
    deps.db,
    i.id,
    (input.page - 1) * input.limit,
    input.limit,
  );
  return { rows: rows.map((r) => ({ symbol: i.symbol, ...r })), total };
}

export async function tickExportFile(
  deps: Deps,
  market: MarketData,
  symbol: string,
  day: string,
): Promise<{ symbol: string; body: string; sha256: string }> {
  const i = market.instrument(symbol) ?? fail('tick_export_not_found');
  const file = (await repo.exportBody(deps.db, i.id, day)) ?? fail('tick_export_not_found');
  return { symbol: i.symbol, ...file };
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Exports per run at most: a long outage is caught up over a few runs, each bounded. */
export const EXPORTS_PER_RUN = 500;

/**
 * Publishes every finished UTC day before `today` not yet exported, per instrument: from the
 * day after its last export (or its first recorded tick) up to yesterday. A day is exported
 * once; a re-run finds it published and skips it.
 */
export async function exportTickDays(
  deps: Deps,
  market: MarketData,
  today: string,
): Promise<{ exported: number; more: boolean }> {
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  let exported = 0;
  for (const i of market.instruments()) {
    const last = await repo.lastExportDay(deps.db, i.id);
    const firstMs = last
      ? Date.parse(`${last}T00:00:00Z`) + DAY_MS
      : await repo.firstTickMs(deps.db, i.id);
    if (firstMs === null) continue;
    for (let d = Math.floor(firstMs / DAY_MS) * DAY_MS; d < todayMs; d += DAY_MS) {
      if (exported === EXPORTS_PER_RUN) return { exported, more: true };
      const ticks = await repo.ticksBetween(deps.db, i.id, d, d + DAY_MS);
      const body = canonicalCsv(ticks);
      const done = await repo.insertExport(deps.db, {
        instrumentId: i.id,
        day: dayOf(d),
        rows: ticks.length,
        sha256: sha256Hex(body),
        body,
      });
      if (done) exported++;
    }
  }
  return { exported, more: false };
}

/** The daily export, keyed by the platform clock's UTC day; missed days are caught up. */
export function tickExportJob(deps: Deps, market: MarketData): JobDef {
  return {
    name: 'market.ticks-export',
    checkEveryMs: 10 * 60_000,
    periodKey: dailyKey,
    async run({ periodKey }) {
      // Ticks carry wall time even when a test clock runs ahead: a day the feed is still
      // recording is never published, whatever the platform clock says.
      const wallDay = dayOf(Date.now());
      const r = await exportTickDays(deps, market, wallDay < periodKey ? wallDay : periodKey);
      // Not done: failing makes the scheduler run the day again; published days are skipped.
      if (r.more) throw new Error(`exported ${r.exported} days, more are due`);
      return `exported ${r.exported} days`;
    },
  };
}
