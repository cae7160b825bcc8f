import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../platform/db';
import { migrate } from '../../platform/migrate';
import * as repo from './market.repo';

let db: Db;
beforeAll(async () => {
  db = await openDb({ dataDir: ':memory:' });
  await migrate(db);
});
afterAll(async () => db?.close());

const bar = (id: number, openTime: number, o: string, h: string, l: string, c: string, v: string) =>
  db.query(
    `INSERT INTO klines (instrument_id, period, open_time, open, high, low, close, volume)
     VALUES ($1, '1min', $2, $3, $4, $5, $6, $7)`,
    [id, openTime, o, h, l, c, v],
  );

describe('24-hour statistics', () => {
  it('take each instrument’s first open, extremes and volume of its 1-minute bars since the cut, and skip instruments without one', async () => {
    const ids = (await repo.instruments(db)).map((i) => i.id);
    const [a, b, quiet] = [ids[0]!, ids[1]!, ids[2]!];
    const since = 1_800_000_000;
    await bar(a, since - 60, '1', '99', '0.5', '1', '1000'); // before the cut: not counted
    await bar(a, since + 120, '2.5', '3', '2', '2.8', '10');
    await bar(a, since, '2', '2.6', '1.9', '2.5', '5');
    await bar(a, since + 60, '2.5', '4.25', '2.4', '3', '0.5');
    await bar(b, since + 3600, '10', '10', '10', '10', '0');
    await db.query(
      `INSERT INTO klines (instrument_id, period, open_time, open, high, low, close, volume)
       VALUES ($1, '5min', $2, 1, 100, 0.1, 1, 9)`,
      [quiet, since],
    );
    const stats = await repo.dayStats(db, since);
    expect(stats.get(a)).toEqual({
      instrument_id: a,
      open: '2',
      high: '4.25',
      low: '1.9',
      volume: '15.5',
    });
    expect(stats.get(b)).toEqual({
      instrument_id: b,
      open: '10',
      high: '10',
      low: '10',
      volume: '0',
    });
    expect(stats.has(quiet)).toBe(false);
    expect(stats.size).toBe(2);
  });
});
