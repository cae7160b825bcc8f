import type { Db } from '../../platform/db';
import type { InstrumentRow } from './market.repo';
import { deriveFromMinutes } from './market.repo';
import { isOpen } from './periods';
import { prng, seedOf, step, tickVolume, toTick } from './simulator';

const BATCH = 5000;

/**
 * On a new data folder: `days` of 1-minute history for one simulated instrument (nothing
 * if it has bars already), then every longer period derived from it. Returns the last close.
 */
export async function backfillInstrument(db: Db, i: InstrumentRow, days: number): Promise<{ price: string; ts: number } | null> {
  const { rowCount } = await db.query(`SELECT 1 FROM klines WHERE instrument_id = $1 AND period = '1min' LIMIT 1`, [i.id]);
  if (rowCount) return null;
  const rand = prng(seedOf(`backfill:${i.symbol}`));
  const tick = Number(i.tick_size);
  const vol = Number(i.volatility);
  const nowMinute = Math.floor(Date.now() / 60_000) * 60;
  let price = Number(i.start_price);
  let cols = { t: [] as number[], o: [] as string[], h: [] as string[], l: [] as string[], c: [] as string[], v: [] as string[] };
  let last: { price: string; ts: number } | null = null;
  const flush = async () => {
    if (!cols.t.length) return;
    await db.query(
      `INSERT INTO klines (instrument_id, period, open_time, open, high, low, close, volume)
       SELECT $1, '1min', * FROM unnest($2::bigint[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[])`,
      [i.id, cols.t, cols.o, cols.h, cols.l, cols.c, cols.v],
    );
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
