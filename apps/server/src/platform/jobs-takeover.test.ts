import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createTestApp, type TestApp } from '../test/harness';
import { dailyKey, Scheduler, type JobDef } from './jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const silent = { error: () => undefined } as unknown as FastifyBaseLogger;

describe('scheduler takeover', () => {
  it('runs again a period whose owner died in the middle of its run', async () => {
    const day = new Date('2026-04-01T00:00:01Z');
    // The dead owner's run: claimed, never finished, and its lease run out.
    await t.db.query(
      `INSERT INTO job_runs (job, period_key, status, node) VALUES ('test.killed', $1, 'running', 'dead-node')`,
      [dailyKey(day)],
    );
    await t.db.query(
      `INSERT INTO job_owners (job, node, expires_at) VALUES ('test.killed', 'dead-node', now() - interval '1 second')`,
    );
    let runs = 0;
    const job: JobDef = {
      name: 'test.killed',
      checkEveryMs: 60_000,
      periodKey: dailyKey,
      async run() {
        runs += 1;
        return 'ok';
      },
    };
    const s = new Scheduler(t.db, silent);
    s.register(job);
    try {
      expect(await s.runOnce('test.killed', day)).toBe('done');
      expect(await s.runOnce('test.killed', day)).toBe('skipped');
      expect(runs).toBe(1);
      const { rows } = await t.db.query(
        `SELECT status, node <> 'dead-node' AS taken FROM job_runs WHERE job = 'test.killed'`,
      );
      expect(rows).toEqual([{ status: 'done', taken: true }]);
    } finally {
      await s.stop();
    }
  });
});
