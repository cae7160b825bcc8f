import type { Db } from '../../platform/db';
import type { InstrumentRow, MinuteBarColumns } from './market.repo';
import { deriveFromMinutes, hasMinuteBars, insertMinuteBars } from './market.repo';
import { isOpen } from './periods';
import { prng, seedOf, step, tickVolume, toTick } from './simulator';

const BATCH = 5000;

/**
 * On a new data folder: `days` of 1-minute history for one simulated instrument (nothing
 * if it has bars already), then every longer period derived from it. Returns the last close.
 */
export async function backfillInstrument(db: Db, i: InstrumentRow, days: number): Promise<{ price: string; ts: number } | null> {
  if (await hasMinuteBars(db, i.id)) return null;
  const rand = prng(seedOf(`backfill:${i.symbol}`));
  const tick = Number(i.tick_size);
  const vol = Number(i.volatility);
  const nowMinute = Math.floor(Date.now() / 60_000) * 60;
  let price = Number(i.start_price);
  let cols: MinuteBarColumns = { t: [], o: [], h: [], l: [], c: [], v: [] };
  let last: { price: string; ts: number } | null = null;
  const flush = async () => {
    if (!cols.t.length) return;
    await insertMinuteBars(db, i.id, cols);
    cols = { t: [], o: [], h: [], l: [], c: [], v: [] };
  };
  for (let t = nowMinute - days * 86_400; t < nowMinute; t += 60) {
    if (!isOpen(i.hours, t * 1000)) continue;
    const open = price;
    // Four sub-steps give the bar a real high and low inside the minute.
    let high = open;
    let low = open;
    for (let k = 0; k < 4; k++) {
      price = step(price, vol, 15, rand);
      high = Math.max(high, price);
      low = Math.min(low, price);
    }
    const o = toTick(open, tick, i.price_decimals);
    const c = toTick(price, tick, i.price_decimals);
    const h = toTick(high, tick, i.price_decimals);
    const l = toTick(low, tick, i.price_decimals);
    cols.t.push(t);
    cols.o.push(o);
    cols.c.push(c);
    cols.h.push(Number(h) < Math.max(Number(o), Number(c)) ? (Number(o) > Number(c) ? o : c) : h);
    cols.l.push(Number(l) > Math.min(Number(o), Number(c)) ? (Number(o) < Number(c) ? o : c) : l);
    cols.v.push((tickVolume(price, rand) * 30).toFixed(6));
    last = { price: c, ts: t * 1000 };
    if (cols.t.length >= BATCH) await flush();
  }
  await flush();
  await deriveFromMinutes(db, i.id);
  return last;
}
