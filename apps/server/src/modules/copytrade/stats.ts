import { add, cmp, dec, isPositive, sub, sum, type Amount } from '../../platform/money';
import type { ClosedRow } from './copytrade.repo';

const DAY_MS = 86_400_000;
export const CURVE_DAYS = 30;

export interface TraderStats {
  total_profits: Amount;
  closed_count: number;
  win_count: number;
  rise_count: number;
  fall_count: number;
  margin_used: Amount;
  max_drawdown: Amount;
  curve: Array<{ day: string; pnl: Amount }>;
}

/**
 * A trader's stats from their closed positions only: total realised PnL, wins (PnL > 0),
 * margin used, the largest fall of the cumulative realised PnL from a previous peak (the
 * peak starts at 0), and the daily realised PnL of the last 30 UTC days up to `nowMs`.
 */
export function computeStats(closed: ClosedRow[], nowMs: number): TraderStats {
  let cumulative = '0';
  let peak = '0';
  let drawdown = '0';
  for (const p of closed) {
    cumulative = add(cumulative, p.realised_pnl);
    if (cmp(cumulative, peak) > 0) peak = cumulative;
    const fall = sub(peak, cumulative);
    if (cmp(fall, drawdown) > 0) drawdown = fall;
  }
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const curve = Array.from({ length: CURVE_DAYS }, (_, i) => {
    const start = today - (CURVE_DAYS - 1 - i) * DAY_MS;
    return {
      day: new Date(start).toISOString().slice(0, 10),
      pnl: sum(
        closed
          .filter((p) => p.completed_at_ms >= start && p.completed_at_ms < start + DAY_MS)
          .map((p) => p.realised_pnl),
      ),
    };
  });
  return {
    total_profits: sum(closed.map((p) => p.realised_pnl)),
    closed_count: closed.length,
    win_count: closed.filter((p) => isPositive(p.realised_pnl)).length,
    rise_count: closed.filter((p) => p.side === 1).length,
    fall_count: closed.filter((p) => p.side === 2).length,
    margin_used: sum(closed.map((p) => p.margin)),
    max_drawdown: drawdown,
    curve,
  };
}

/**
 * part / whole × 100 to two decimals, half-up as every percentage shown (2 wins of 3 are
 * 66.67%); '0' when whole is zero.
 */
export function percent(part: Amount, whole: Amount): Amount {
  if (dec(whole).isZero()) return '0';
  return dec(part).times(100).dividedBy(whole).toDecimalPlaces(2, 4 /* ROUND_HALF_UP */).toFixed();
}
