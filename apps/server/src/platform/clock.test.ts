import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createTestApp, type TestApp } from '../test/harness';
import { Clock } from './clock';
import { dailyKey } from './jobs';

const DAY_MS = 86_400_000;

describe('business clock', () => {
  let t: TestApp;
  /** Another node of the same cluster: its own app and clock on the same database. */
  let b: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ testClock: true });
    b = await buildApp(testConfig({ testClock: true, webDist: '/nonexistent' }), { db: t.db });
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  it('is moved by one node and read by every other, which runs a daily job once for that day', async () => {
    const a = t.app;
    const res = await a.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { advance_seconds: 86_400 },
      remoteAddress: '127.0.0.1',
    });
    const moved = res.json() as { message: { runs: Record<string, string> } };
    expect(moved.message.runs['lever.overnight']).toBe('done');
    const day = dailyKey(a.clock.now());
    expect(day).toBe(dailyKey(new Date(Date.now() + DAY_MS)));

    // The node that moved it hands its jobs over; the other reads the moved time before it
    // decides which period is due, and finds that day already run.
    await a.scheduler.stop();
    expect(await b.scheduler.runOnce('lever.overnight')).toBe('skipped');
    expect(Math.abs(b.clock.nowMs() - a.clock.nowMs())).toBeLessThan(2_000);
    const { rows } = await t.db.query<{ period_key: string; n: number }>(
      `SELECT period_key, count(*)::int AS n FROM job_runs WHERE job = 'lever.overnight'
        GROUP BY period_key ORDER BY period_key`,
    );
    expect(rows).toEqual([{ period_key: day, n: 1 }]);

    // A node started later begins at the moved time.
    const later = new Clock(true);
    await later.share(t.db);
    later.unshare();
    expect(Math.abs(later.nowMs() - a.clock.nowMs())).toBeLessThan(2_000);
  });

  it('can be moved without running the jobs, which their owners then find due', async () => {
    const before = b.clock.nowMs();
    const res = await b.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { advance_seconds: 86_400, run_jobs: false },
      remoteAddress: '127.0.0.1',
    });
    const body = res.json() as { message: { now: number; runs?: unknown } };
    expect(body.message.runs).toBeUndefined();
    expect(body.message.now * 1000 - before).toBeGreaterThanOrEqual(86_399_000);
    const day = dailyKey(b.clock.now());
    const { rows } = await t.db.query('SELECT 1 FROM job_runs WHERE period_key = $1', [day]);
    expect(rows).toEqual([]);
    expect(await b.scheduler.runOnce('lever.overnight')).toBe('done');
  });

  it('stays in memory without a database, and production neither shares nor moves it', async () => {
    const test = new Clock(true);
    test.advance(DAY_MS);
    await test.advanceShared(DAY_MS);
    await test.refresh();
    expect(test.nowMs() - Date.now()).toBeGreaterThan(2 * DAY_MS - 1_000);

    const prod = new Clock(false);
    await expect(prod.share(t.db)).rejects.toThrow(/not shared/);
    await expect(prod.advanceShared(1_000)).rejects.toThrow(/cannot be moved/);
    expect(Math.abs(prod.nowMs() - Date.now())).toBeLessThan(1_000);
  });
});
