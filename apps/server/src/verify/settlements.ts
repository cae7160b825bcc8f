import crypto from 'node:crypto';
import {
  checkBox,
  checkDual,
  checkLeverClose,
  checkLeverEntry,
  checkOption,
  type Mismatch,
} from '@tidemark/contracts';
import type { Queryable } from '../platform/db';
import * as repo from './settlements.repo';

/**
 * The settlement verifier (issue 23): recomputes, from stored rows and the tick log alone,
 * every result in a window with the rules of `@tidemark/contracts` verify/ — an implementation
 * apart from the server code that settled them — and lists where the two disagree.
 */
export const VERIFY_KINDS = [
  'options',
  'lever_closes',
  'lever_entries',
  'dual',
  'boxes',
  'exports',
] as const;
export type VerifyKind = (typeof VERIFY_KINDS)[number];

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

/** Every check of the window [fromMs, toMs). */
export async function verifySettlements(
  q: Queryable,
  window: { fromMs: number; toMs: number },
): Promise<SettlementReport> {
  const { fromMs, toMs } = window;
  const report: SettlementReport = {
    options: empty(),
    lever_closes: empty(),
    lever_entries: empty(),
    dual: empty(),
    boxes: empty(),
    exports: empty(),
  };

  for (const o of await repo.settledOptions(q, fromMs, toMs)) {
    const ticks = [
      ...(await repo.tickAt(q, o.instrument_id, o.open_tick_ms)),
      ...(await repo.ticksFrom(q, o.instrument_id, o.expires_at_ms)),
    ];
    note(report.options, o.id, checkOption(o, ticks));
  }

  for (const p of await repo.leverCloses(q, fromMs, toMs)) {
    const ticks =
      p.close_tick_ms === null ? [] : await repo.tickAt(q, p.instrument_id, p.close_tick_ms);
    note(report.lever_closes, p.id, checkLeverClose(p, ticks));
  }

  for (const p of await repo.leverLimitFills(q, fromMs, toMs)) {
    const ticks =
      p.open_tick_ms === null ? [] : await repo.tickAt(q, p.instrument_id, p.open_tick_ms);
    note(report.lever_entries, p.id, checkLeverEntry(p, ticks));
  }

  const usdt = await repo.usdtId(q);
  for (const o of await repo.settledDuals(q, fromMs, toMs)) {
    const ticks =
      o.instrument_id === null ? [] : await repo.ticksUpTo(q, o.instrument_id, o.end_at * 1000);
    const pays =
      o.payout_currency_id === o.coin_id ? 'coin' : o.payout_currency_id === usdt ? 'usdt' : null;
    note(
      report.dual,
      o.id,
      checkDual({ ...o, pays }, ticks, { coin: o.coin_precision, usdt: o.usdt_precision }),
    );
  }

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
