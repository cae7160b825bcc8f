import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createTestApp, type TestApp } from '../test/harness';
import { hourlyKey, Scheduler, type JobDef } from './jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const silent = { error: () => undefined } as unknown as FastifyBaseLogger;

function countingJob(name: string, failTimes = 0): JobDef & { runs: number } {
  let failures = failTimes;
  const job = {
    name,
    checkEveryMs: 60_000,
    periodKey: hourlyKey,
    runs: 0,
    async run() {
      job.runs += 1;
      if (failures > 0) {
        failures -= 1;
        throw new Error('transient');
      }
      return 'ok';
    },
  };
  return job;
}

describe('scheduler', () => {
  it('runs a job once per period, however often it is asked', async () => {
    const s = new Scheduler(t.db, silent);
    const job = countingJob('test.once');
    s.register(job);
    const at = new Date('2026-01-01T10:15:00Z');
    expect(await s.runOnce('test.once', at)).toBe('done');
    expect(await s.runOnce('test.once', new Date('2026-01-01T10:59:00Z'))).toBe('skipped');
    expect(await s.runOnce('test.once', new Date('2026-01-01T11:00:00Z'))).toBe('done');
    expect(job.runs).toBe(2);
    await s.stop();
  });

  it('retries a failed period on the next check and records the outcome', async () => {
    const s = new Scheduler(t.db, silent);
    s.register(countingJob('test.retry', 1));
    const at = new Date('2026-02-01T00:00:00Z');
    expect(await s.runOnce('test.retry', at)).toBe('failed');
    expect(await s.runOnce('test.retry', at)).toBe('done');
    const { rows } = await t.db.query(
      `SELECT status, detail FROM job_runs WHERE job = 'test.retry'`,
    );
    expect(rows).toEqual([{ status: 'done', detail: 'ok' }]);
    await s.stop();
  });

  it('lets one node own a job at a time and hands it over when the owner stops', async () => {
    const a = new Scheduler(t.db, silent);
    const b = new Scheduler(t.db, silent);
    const jobA = countingJob('test.owner');
    const jobB = countingJob('test.owner');
    a.register(jobA);
    b.register(jobB);
    try {
      expect(await a.runOnce('test.owner', new Date('2026-03-01T00:00:00Z'))).toBe('done');
      expect(await b.runOnce('test.owner', new Date('2026-03-01T01:00:00Z'))).toBe('not_owner');
      await a.stop();
      expect(await b.runOnce('test.owner', new Date('2026-03-01T01:00:00Z'))).toBe('done');
      expect([jobA.runs, jobB.runs]).toEqual([1, 1]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('takes over a job whose owner died without handing it over', async () => {
    const b = new Scheduler(t.db, silent);
    b.register(countingJob('test.dead-owner'));
    try {
      await t.db.query(
        `INSERT INTO job_owners (job, node, expires_at) VALUES ('test.dead-owner', 'gone:1', now() + interval '1 hour')`,
      );
      expect(await b.runOnce('test.dead-owner')).toBe('not_owner');
      await t.db.query(
        `UPDATE job_owners SET expires_at = now() - interval '1 second' WHERE job = 'test.dead-owner'`,
      );
      expect(await b.runOnce('test.dead-owner')).toBe('done');
    } finally {
      await b.stop();
    }
  });

  it('renews its leases several times per lease and takes a dead owner’s job within one lease', async () => {
    const leaseMs = 400;
    const takeovers: string[] = [];
    const metrics = { jobRun: () => undefined, leaseTakeover: (k: string) => takeovers.push(k) };
    const a = new Scheduler(t.db, silent, undefined, undefined, leaseMs);
    const b = new Scheduler(t.db, silent, undefined, metrics, leaseMs);
    // Checked once a minute: only the renewals keep (or take) the lease meanwhile.
    const jobA = countingJob('test.lease');
    const jobB = countingJob('test.lease');
    a.register(jobA);
    b.register(jobB);
    try {
      a.start();
      await new Promise((r) => setTimeout(r, leaseMs * 3));
      expect(await b.runOnce('test.lease')).toBe('not_owner');
      expect(jobA.runs).toBe(1);
      // The owner dies without handing over: its lease runs out and nobody renews it.
      await a.stop();
      await t.db.query(
        `INSERT INTO job_owners (job, node, expires_at) VALUES ('test.lease', 'dead:1', now() + interval '400 milliseconds')
         ON CONFLICT (job) DO UPDATE SET node = 'dead:1', expires_at = EXCLUDED.expires_at`,
      );
      await t.db.query(`DELETE FROM job_runs WHERE job = 'test.lease'`);
      const died = Date.now();
      b.start();
      while (jobB.runs === 0 && Date.now() - died < 5_000)
        await new Promise((r) => setTimeout(r, 20));
      expect(jobB.runs).toBe(1);
      expect(Date.now() - died).toBeLessThan(leaseMs * 2 + 500);
      expect(b.ownedJobs()).toEqual(['test.lease']);
      expect(takeovers).toEqual(['job']);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('purges long-expired sessions with the registered job', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, extension_code) VALUES ('purge@test.dev', 'x', 'PURGE1') RETURNING id`,
    );
    const userId = rows[0]!.id;
    await t.db.query(
      `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES
         ($1, '\\x01', now() - interval '40 days'), ($1, '\\x02', now() + interval '1 day')`,
      [userId],
    );
    expect(await t.app.scheduler.runOnce('sessions.purge', new Date('2026-04-01T00:00:00Z'))).toBe(
      'done',
    );
    const left = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions WHERE user_id = $1',
      [userId],
    );
    expect(left.rows[0]!.n).toBe(1);
  });
});
