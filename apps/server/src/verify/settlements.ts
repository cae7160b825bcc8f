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
export const VERIFY_KINDS = ['options', 'lever_closes', 'lever_entries', 'dual', 'boxes'] as const;
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
