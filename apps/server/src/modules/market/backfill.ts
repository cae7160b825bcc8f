import { canonicalDecimal, shiftDecimalLeft } from '@tidemark/contracts';
import type { Db } from '../../platform/db';
import type { InstrumentRow } from './market.repo';
import { insertHistoryBars, type HistoryBars } from './market.repo';
import { barStart, isOpen, PERIODS, type Period } from './periods';
import { prng, seedOf, step, tickVolume, toTick } from './simulator';

/**
 * How far back each period's simulated history reaches (the rest of `days` only in longer
 * bars): a 30-day backfill of every instrument in 1-minute bars was 500 MB of a new data
 * folder; 1-minute bars for two days and 5-minute bars for a week keep it small while every
 * chart period still has a full screen of history.
 */
const REACH_DAYS: Partial<Record<Period, number>> = { '1min': 2, '5min': 7 };
const BATCH = 5000;

interface Minute {
  t: number;
  o: string;
  h: string;
  l: string;
  c: string;
  /** Volume in millionths, so sums stay exact integers. */
  v: number;
}

/**
 * The instrument's last `days` of 1-minute bars, walked backwards from its start price so that
 * the history ends where the live feed begins (the feed need not wait for it). Closed minutes
 * of weekday markets have no bar.
 */
function simulateMinutes(i: InstrumentRow, days: number, nowMinute: number): Minute[] {
  const rand = prng(seedOf(`backfill:${i.symbol}`));
  const tick = Number(i.tick_size);
  const vol = Number(i.volatility);
  const at = (p: number) => toTick(p, tick, i.price_decimals);
  const out: Minute[] = [];
  let price = Number(i.start_price);
  for (let t = nowMinute - 60; t >= nowMinute - days * 86_400; t -= 60) {
    if (!isOpen(i.hours, t * 1000)) continue;
    const close = price;
    // Four sub-steps give the bar a real high and low inside the minute.
    let high = close;
    let low = close;
    for (let k = 0; k < 4; k++) {
      price = step(price, vol, 15, rand);
      high = Math.max(high, price);
      low = Math.min(low, price);
    }
    const [o, c] = [at(price), at(close)];
    const [hi, lo] = [at(high), at(low)];
    out.push({
      t,
      o,
      c,
      h: Number(hi) < Math.max(Number(o), Number(c)) ? (Number(o) > Number(c) ? o : c) : hi,
      l: Number(lo) > Math.min(Number(o), Number(c)) ? (Number(o) < Number(c) ? o : c) : lo,
      v: Math.round(tickVolume(close, rand) * 30 * 1e6),
    });
  }
  return out.reverse();
}

/** Bars of a longer period from 1-minute bars in time order: first open, extremes, last close, volume summed. */
function aggregate(minutes: Minute[], period: Period): Minute[] {
  const out: Minute[] = [];
  for (const m of minutes) {
    const t = barStart(period, m.t);
    const bar = out[out.length - 1];
    if (bar && bar.t === t) {
      if (Number(m.h) > Number(bar.h)) bar.h = m.h;
      if (Number(m.l) < Number(bar.l)) bar.l = m.l;
      bar.c = m.c;
      bar.v += m.v;
    } else {
      out.push({ ...m, t });
    }
  }
  return out;
}

function columns(bars: Minute[]): HistoryBars {
  return {
    t: bars.map((b) => b.t),
    o: bars.map((b) => b.o),
    h: bars.map((b) => b.h),
    l: bars.map((b) => b.l),
    c: bars.map((b) => b.c),
    v: bars.map((b) => (b.v / 1e6).toFixed(6)),
  };
}

/**
 * `days` of simulated history for one instrument on a new data folder: every period up to its
 * reach, ending at the start price. Runs beside the live feed: a bar the feed has begun keeps
 * the feed's close and gains the history's open (see `insertHistoryBars`).
 */
export async function backfillInstrument(
  db: Db,
  i: InstrumentRow,
  days: number,
  nowMs = Date.now(),
): Promise<number> {
  const nowMinute = Math.floor(nowMs / 60_000) * 60;
  const minutes = simulateMinutes(i, days, nowMinute);
  let written = 0;
  for (const period of PERIODS) {
    const reachS = Math.min(days, REACH_DAYS[period] ?? days) * 86_400;
    const inReach = minutes.filter((m) => m.t >= nowMinute - reachS);
    const bars = period === '1min' ? inReach : aggregate(inReach, period);
    for (let k = 0; k < bars.length; k += BATCH) {
      await insertHistoryBars(db, i.id, period, columns(bars.slice(k, k + BATCH)));
    }
    written += bars.length;
  }
  return written;
}

/** A pair's last 24 h as the tickers show them: first open, extremes, volume summed. */
export interface DayStats {
  open: string;
  high: string;
  low: string;
  volume: string;
}

/**
 * The last 24 h of the history `backfillInstrument` writes, worked out in memory before any
 * of it is written: on a new data folder the first tickers show the day's change and volume
 * from the start, instead of 0.00% and 0 until every pair's history is in. The walk is seeded
 * and starts at the same minute, so its last day is the written history's last day. Null for
 * a market closed the whole day.
 */
export function simulatedDayStats(i: InstrumentRow, nowMs = Date.now()): DayStats | null {
  // The bars the tickers' day reads: those opened in the last 24 h (see `dayStats`).
  const since = Math.floor(nowMs / 1000) - 86_400;
  const minutes = simulateMinutes(i, 1, Math.floor(nowMs / 60_000) * 60).filter(
    (m) => m.t >= since,
  );
  const first = minutes[0];
  if (!first) return null;
  let { h: high, l: low } = first;
  let volume = 0n;
  for (const m of minutes) {
    if (Number(m.h) > Number(high)) high = m.h;
    if (Number(m.l) < Number(low)) low = m.l;
    volume += BigInt(m.v);
  }
  return {
    open: first.o,
    high,
    low,
    volume: canonicalDecimal(shiftDecimalLeft(volume.toString(), 6)),
  };
}
