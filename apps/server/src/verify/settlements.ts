import crypto from 'node:crypto';
import {
  checkBox,
  checkSettlement,
  SETTLEMENT_KIND_NAMES,
  type Mismatch,
  type SettlementKind,
  type SettlementRow,
} from '@tidemark/contracts';
import type { Queryable } from '../platform/db';
import * as repo from './settlements.repo';

/**
 * The settlement verifier: recomputes, from stored rows and the tick log alone, every result
 * in a window with the rules of `@tidemark/contracts` verify/ — an implementation apart from
 * the server code that settled them — and lists where the two disagree.
 */

/** Which rows a loader reads: settled in [fromMs, toMs), of one user or of everyone. */
export interface SettlementWindow {
  fromMs: number;
  toMs: number;
  userId: number | null;
  limit: number;
}

const uniq = (ticks: repo.Tick[]): repo.Tick[] => {
  const byTs = new Map(ticks.map((t) => [t.ts, t]));
  return [...byTs.values()].sort((a, b) => a.ts - b.ts);
};

type LeverRow = repo.LeverRow & { trader: repo.TraderClose | null };

/** A stored position as its kind's row: what was stored, without who and where. */
const leverOut = (p: LeverRow, ticks: repo.Tick[]) => {
  const {
    user_id: _u,
    instrument_id: _i,
    currency_id: _c,
    status: _s,
    created_at_ms: _cr,
    completed_at_ms: _co,
    margin: _m,
    trader: _t,
    ...row
  } = p;
  return { ...row, ticks };
};

/** The ticks a close is decided by: the two at or before its tick, and its opening tick. */
const closeTicks = async (q: Queryable, p: repo.LeverRow) =>
  uniq([
    ...(await repo.ticksUpTo(q, p.instrument_id, p.close_tick_ms ?? 0, 2)),
    ...(p.open_tick_ms === null ? [] : await repo.tickAt(q, p.instrument_id, p.open_tick_ms)),
  ]);

const closes = async (q: Queryable, kind: repo.CloseKind, w: SettlementWindow) => {
  const out = [];
  for (const p of await repo.leverCloses(q, kind, w.fromMs, w.toMs, w.userId, w.limit))
    out.push({ row: p, ticks: await closeTicks(q, p) });
  return out;
};

/**
 * One loader per kind of `SETTLEMENT_KINDS`: the kind's rows of a window, each with the logged
 * ticks around the moments that decided it. The page and the CLI both read through these, so
 * a new kind of settlement is its entry in the contracts' table and its loader here.
 */
export const SETTLEMENT_LOADERS: {
  [K in SettlementKind]: (q: Queryable, w: SettlementWindow) => Promise<SettlementRow<K>[]>;
} = {
  async options(q, w) {
    const out = [];
    for (const o of await repo.settledOptions(q, w.fromMs, w.toMs, w.userId, w.limit)) {
      const ticks = uniq([
        ...(await repo.tickAt(q, o.instrument_id, o.open_tick_ms)),
        ...(await repo.ticksUpTo(q, o.instrument_id, o.expires_at_ms - 1, 1)),
        ...(await repo.ticksFrom(q, o.instrument_id, o.expires_at_ms, 2)),
      ]);
      const { user_id: _u, instrument_id: _i, ...row } = o;
      out.push({ ...row, ticks });
    }
    return out;
  },
  lever_closes: async (q, w) =>
    (await closes(q, 'lever_closes', w)).map(({ row, ticks }) => leverOut(row, ticks)),
  lever_stops: async (q, w) =>
    (await closes(q, 'lever_stops', w)).map(({ row, ticks }) => leverOut(row, ticks)),
  async liquidations(q, w) {
    const out = [];
    for (const { row, ticks } of await closes(q, 'liquidations', w))
      out.push({ ...leverOut(row, ticks), account: await repo.accountAtLiquidation(q, row) });
    return out;
  },
  async loan_liquidations(q, w) {
    const out = [];
    for (const l of await repo.loanLiquidations(q, w.fromMs, w.toMs, w.userId, w.limit)) {
      const {
        user_id: _u,
        loan_instrument_id: loanInstrument,
        collateral_instrument_id: collateralInstrument,
        ...row
      } = l;
      // The collateral's tick is the recorded one, unless the collateral is USDT (no tick of
      // its own): then the recorded tick is the loan currency's.
      const at = async (instrument: number | null, ms: number | null) =>
        instrument === null || ms === null ? [] : await repo.tickAt(q, instrument, ms);
      out.push({
        ...row,
        collateral_ticks: await at(collateralInstrument, l.tick_ms),
        loan_ticks: await at(loanInstrument, l.loan_tick_ms),
      });
    }
    return out;
  },
  async copy_closes(q, w) {
    return (await closes(q, 'copy_closes', w)).map(({ row, ticks }) => ({
      ...leverOut(row, ticks),
      trader: row.trader,
    }));
  },
  async lever_entries(q, w) {
    const out = [];
    for (const p of await repo.leverLimitFills(q, w.fromMs, w.toMs, w.userId, w.limit)) {
      const ticks =
        p.open_tick_ms === null ? [] : await repo.tickAt(q, p.instrument_id, p.open_tick_ms);
      out.push(leverOut({ ...p, trader: null }, ticks));
    }
    return out;
  },
  async stop_triggers(q, w) {
    const out = [];
    for (const o of await repo.stopTriggers(q, w.fromMs, w.toMs, w.userId, w.limit)) {
      const { instrument_id: instrumentId, ...row } = o;
      const ticks = o.trigger_ms === null ? [] : await repo.tickAt(q, instrumentId, o.trigger_ms);
      out.push({ ...row, ticks });
    }
    return out;
  },
  async dual(q, w) {
    const usdt = await repo.usdtId(q);
    const out = [];
    for (const o of await repo.settledDuals(q, w.fromMs, w.toMs, w.userId, w.limit)) {
      const at = o.end_at * 1000;
      const ticks =
        o.instrument_id === null
          ? []
          : uniq([
              ...(await repo.ticksUpTo(q, o.instrument_id, at, 2)),
              ...(await repo.ticksFrom(q, o.instrument_id, at + 1, 1)),
            ]);
      out.push({
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
    return out;
  },
  async game(q, w) {
    const out = [];
    for (const r of await repo.decidedRounds(q, w.fromMs, w.toMs, w.userId, w.limit)) {
      const ticks = [];
      for (const edge of [r.minute_ms, r.minute_ms + 60_000])
        ticks.push(
          ...(await repo.ticksUpTo(q, r.instrument_id, edge - 1, 1)),
          ...(await repo.ticksFrom(q, r.instrument_id, edge, 1)),
        );
      const { user_id: _u, instrument_id: _i, ...row } = r;
      out.push({ ...row, ticks: uniq(ticks) });
    }
    return out;
  },
};

/** Every kind the CLI reports: the settlement kinds, then blind boxes and the tick exports. */
export const VERIFY_KINDS = [...SETTLEMENT_KIND_NAMES, 'boxes', 'exports'] as const;
export type VerifyKind = SettlementKind | 'boxes' | 'exports';

export interface KindReport {
  checked: number;
  mismatches: { id: number; fields: Mismatch[] }[];
}
export type SettlementReport = Record<VerifyKind, KindReport>;

const empty = (): KindReport => ({ checked: 0, mismatches: [] });

function note(report: KindReport, id: number, fields: Mismatch[]): void {
  report.checked++;
  if (fields.length) report.mismatches.push({ id, fields });
}

async function checkKind<K extends SettlementKind>(
  q: Queryable,
  kind: K,
  w: SettlementWindow,
  report: KindReport,
): Promise<void> {
  for (const row of await SETTLEMENT_LOADERS[kind](q, w))
    note(report, row.id, checkSettlement(kind, row));
}

/** Every check of the window [fromMs, toMs). */
export async function verifySettlements(
  q: Queryable,
  window: { fromMs: number; toMs: number },
): Promise<SettlementReport> {
  const { fromMs, toMs } = window;
  const report = Object.fromEntries(VERIFY_KINDS.map((k) => [k, empty()])) as SettlementReport;
  for (const kind of SETTLEMENT_KIND_NAMES)
    await checkKind(q, kind, { fromMs, toMs, userId: null, limit: 1_000_000 }, report[kind]);

  const pools = new Map<number, { id: number; weight: number }[]>();
  for (const b of await repo.openedBoxes(q, Math.floor(fromMs / 1000), Math.ceil(toMs / 1000))) {
    if (!pools.has(b.series_id)) pools.set(b.series_id, await repo.boxPool(q, b.series_id));
    const seed = Buffer.from(b.seed, 'hex');
    note(
      report.boxes,
      b.id,
      checkBox(
        {
          drawn_pool_id: b.drawn_pool_id,
          seed_matches_hash: crypto.createHash('sha256').update(seed).digest('hex') === b.seed_hash,
          hmac_hex: crypto.createHmac('sha256', seed).update(String(b.id)).digest('hex'),
        },
        pools.get(b.series_id)!,
      ),
    );
  }
  // Published tick exports: the body hashes to its digest, and while the day is still in the
  // log, the body is the day's ticks written again (ts_ms,price per line, LF, time order).
  const DAY_MS = 86_400_000;
  for (const e of await repo.tickExports(q, fromMs, toMs)) {
    const fields: Mismatch[] = [];
    const sha = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');
    if (sha(e.body) !== e.sha256)
      fields.push({ field: 'sha256', stored: e.sha256, expected: sha(e.body) });
    const start = Date.parse(`${e.day}T00:00:00Z`);
    const log = await repo.dayTicks(q, e.instrument_id, start, start + DAY_MS);
    if (log.complete) {
      const body = ['ts_ms,price', ...log.ticks.map((t) => `${t.ts},${t.price}`)].join('\n') + '\n';
      if (log.ticks.length !== e.rows)
        fields.push({ field: 'rows', stored: String(e.rows), expected: String(log.ticks.length) });
      if (sha(body) !== e.sha256)
        fields.push({ field: 'body', stored: e.sha256, expected: sha(body) });
    }
    // An export has no id of its own: it is named by instrument and day.
    report.exports.checked++;
    if (fields.length)
      report.exports.mismatches.push({
        id: e.instrument_id,
        fields: fields.map((f) => ({ ...f, field: `${e.day} ${f.field}` })),
      });
  }
  return report;
}

/** The report as the CLI prints it: per kind the count checked, then each mismatch. */
export function formatReport(r: SettlementReport): string {
  const lines: string[] = [];
  for (const kind of VERIFY_KINDS) {
    const k = r[kind];
    lines.push(`${kind}: checked ${k.checked}, mismatches ${k.mismatches.length}`);
    for (const m of k.mismatches)
      for (const f of m.fields)
        lines.push(
          `  ${kind} #${m.id} ${f.field}: stored ${f.stored ?? '—'}, expected ${f.expected ?? '—'}`,
        );
  }
  return lines.join('\n');
}

export const totalMismatches = (r: SettlementReport): number =>
  VERIFY_KINDS.reduce((n, k) => n + r[k].mismatches.length, 0);
