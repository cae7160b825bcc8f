import {
  checkDual,
  checkLeverClose,
  checkOption,
  type Mismatch,
  type MySettlements,
} from '@tidemark/contracts';

/** One settled order recomputed in the browser: what decided it and whether it matches. */
export interface CheckedRow {
  key: string;
  kind: 'options' | 'lever' | 'dual';
  id: number;
  label: string;
  /** The price and the tick time (ms) the stored result names. */
  price: string | null;
  tickMs: number | null;
  stored: string;
  mismatches: Mismatch[];
}

/**
 * Recomputes every order with the contracts' verify rules (the same as `npm run verify`),
 * never trusting the stored result: only its inputs and the logged ticks sent with it.
 */
export function checkAll(s: MySettlements): CheckedRow[] {
  const rows: CheckedRow[] = [];
  for (const o of s.options)
    rows.push({
      key: `o${o.id}`,
      kind: 'options',
      id: o.id,
      label: o.symbol,
      price: o.close_price,
      tickMs: o.close_tick_ms,
      stored: `${o.result ?? ''} ${o.payout ?? ''}`.trim(),
      mismatches: checkOption(o, o.ticks),
    });
  for (const p of s.lever)
    rows.push({
      key: `l${p.id}`,
      kind: 'lever',
      id: p.id,
      label: p.symbol,
      price: p.close_price,
      tickMs: p.close_tick_ms,
      stored: `${p.close_reason ?? ''} ${p.realised_pnl ?? ''}`.trim(),
      mismatches: checkLeverClose(p, p.ticks),
    });
  for (const d of s.dual)
    rows.push({
      key: `d${d.id}`,
      kind: 'dual',
      id: d.id,
      label: `${d.coin} ${d.type}`,
      price: d.settle_price,
      tickMs: d.settle_tick_ms,
      stored: d.payout ?? '',
      mismatches: checkDual(d, d.ticks, { coin: d.coin_precision, usdt: d.usdt_precision }),
    });
  return rows;
}
