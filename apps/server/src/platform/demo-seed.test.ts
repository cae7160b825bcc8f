import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { Clock } from './clock';
import { openDb, type Db } from './db';
import { demoSeedFingerprint } from './demo-seed';
import type { AnyModule } from './module';

const DAY_MS = 86_400_000;

// A demo seed with a row to find (and delete) and a count of its runs.
let runs = 0;
let failNext = false;
const seeded: AnyModule = {
  name: 'site',
  needs: [],
  create: () => ({}),
  seedDemo: async (_service, { platform }) => {
    runs += 1;
    if (failNext) {
      failNext = false;
      throw new Error('seed failed half-way');
    }
    await platform.db.query(
      `INSERT INTO settings (key, value) VALUES ('demo_seed_probe', 'seeded') ON CONFLICT (key) DO NOTHING`,
    );
  },
};

let db: Db;
const clock = new Clock(true);
const config = { ...testConfig(), databaseUrl: undefined, dataDir: ':memory:', demoData: true };
beforeAll(async () => {
  db = await openDb({ dataDir: ':memory:' });
});
afterAll(async () => db.close());

async function start(): Promise<void> {
  const app = await buildApp(config, { db, clock, modules: [seeded] });
  await app.close();
}
const probeRow = async () =>
  (await db.query(`SELECT value FROM settings WHERE key = 'demo_seed_probe'`)).rows;

describe('demo data on start', () => {
  it('seeds on the first start and skips the seeds on a restart of the same build and day', async () => {
    await start();
    expect(runs).toBe(1);
    expect(await probeRow()).toEqual([{ value: 'seeded' }]);
    await start();
    await start();
    expect(runs).toBe(1);
  });

  it('runs the seeds again when the fingerprint changes, restoring a deleted demo row', async () => {
    await db.query(`DELETE FROM settings WHERE key = 'demo_seed_probe'`);
    await start();
    // Unchanged build and day: the deleted row is not looked for.
    expect(await probeRow()).toEqual([]);
    expect(runs).toBe(1);

    // Another build (as a new bundle would record it).
    await db.query(`UPDATE demo_seed_state SET fingerprint = 'an older build'`);
    await start();
    expect(runs).toBe(2);
    expect(await probeRow()).toEqual([{ value: 'seeded' }]);

    // The next business day: seeds dated from today (dual ladder, campaigns) run again.
    await db.query(`DELETE FROM settings WHERE key = 'demo_seed_probe'`);
    clock.advance(DAY_MS);
    await start();
    expect(runs).toBe(3);
    expect(await probeRow()).toEqual([{ value: 'seeded' }]);
    await start();
    expect(runs).toBe(3);
  });

  it('runs every seed again after a start whose seeding failed', async () => {
    await db.query(`UPDATE demo_seed_state SET fingerprint = 'an older build'`);
    failNext = true;
    await expect(start()).rejects.toThrow('seed failed half-way');
    expect(runs).toBe(4);
    await start();
    expect(runs).toBe(5);
    await start();
    expect(runs).toBe(5);
  });

  it('fingerprints the code, the seeds, the modules and the day', () => {
    const seed = async () => undefined;
    const other = async () => 'other';
    const base = demoSeedFingerprint([{ name: 'site', seed }], 0, 'code');
    expect(demoSeedFingerprint([{ name: 'site', seed }], DAY_MS - 1, 'code')).toBe(base);
    expect(demoSeedFingerprint([{ name: 'site', seed }], DAY_MS, 'code')).not.toBe(base);
    expect(demoSeedFingerprint([{ name: 'site', seed }], 0, 'new code')).not.toBe(base);
    expect(demoSeedFingerprint([{ name: 'site', seed: other }], 0, 'code')).not.toBe(base);
    expect(
      demoSeedFingerprint(
        [
          { name: 'site', seed },
          { name: 'market', seed: undefined },
        ],
        0,
        'code',
      ),
    ).not.toBe(base);
  });
});
