import { spawn } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../ledger/invariants';
import { createTestApp, type TestApp } from '../test/harness';
import { drainAndClose, Readiness } from './readiness';

const DRAIN_MS = 1500;
/** Debian's redis-server: `npm test` installs it (scripts/ensure-redis.sh) before this suite. */
const REDIS_SERVER = 'redis-server';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ feed: 'script' });
});
afterAll(async () => {
  // The app was closed by the drain; the database is the test's to close.
  expect(await checkLedger(t.db)).toEqual([]);
  await t.db.close();
});

const ready = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
  return { status: res.statusCode, body: res.json() as Awaited<ReturnType<Readiness['check']>> };
};
const health = async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode;
const leases = async (node: string) =>
  (
    await t.db.query<{ job: string }>('SELECT job FROM job_owners WHERE node = $1', [node])
  ).rows.map((r) => r.job);

/** Session-level advisory locks held in this database (the spot pairs' ownership on PostgreSQL). */
const advisoryLocks = async () =>
  (
    await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory'
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    )
  ).rows[0]!.n;

describe('readiness and draining', () => {
  it('is not ready before the modules started, ready after, and says what it checked', async () => {
    const before = await ready();
    expect(before.status).toBe(503);
    expect(before.body).toEqual({
      status: 'not_ready',
      checks: { database: 'ok', modules: 'not_started', draining: false },
    });
    expect(await health()).toBe(200);

    t.app.startModules();
    const after = await ready();
    expect(after.status).toBe(200);
    expect(after.body).toEqual({
      status: 'ready',
      checks: { database: 'ok', modules: 'ok', draining: false },
    });
  });

  it('counts Redis: ok while it answers a ping, failing once it is gone', async () => {
    const port = await freePort();
    const server = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    // A missing binary fails this test at once, saying so, rather than as a timeout.
    let spawnError: Error | undefined;
    server.once('error', (err) => (spawnError = err));
    const r = new Readiness(t.db, `redis://127.0.0.1:${port}`);
    try {
      r.markStarted();
      let answer = await r.check();
      for (let i = 0; i < 50 && answer.checks.redis !== 'ok'; i++) {
        if (spawnError) throw new Error(`${REDIS_SERVER} did not start: ${spawnError.message}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await r.check();
      }
      expect(answer).toEqual({
        status: 'ready',
        checks: { database: 'ok', redis: 'ok', modules: 'ok', draining: false },
      });
      server.kill('SIGKILL');
      await new Promise((resolve) => server.once('exit', resolve));
      answer = await r.check();
      expect(answer.status).toBe('not_ready');
      expect(answer.checks).toMatchObject({ database: 'ok', redis: 'failing', modules: 'ok' });
    } finally {
      server.kill('SIGKILL');
      await r.close();
    }
  });

  it('on shutdown: not ready at once while still serving, job leases handed over at once, then closed', async () => {
    // This node holds job leases (as a running scheduler does).
    expect(await t.app.scheduler.runOnce('sessions.purge')).toBe('done');
    expect(await t.app.scheduler.runOnce('ledger.check')).toBe('done');
    const node = t.app.scheduler.node;
    expect((await leases(node)).sort()).toEqual(['ledger.check', 'sessions.purge']);
    // And a spot pair, as its engine does on the first batch.
    await t.app.services.spot.run('BTC/USDT');
    // The modules started above may have claimed other pairs by now: BTC/USDT is among them.
    const pairs = t.app.services.spot.ownedPairs();
    expect(pairs.length).toBeGreaterThanOrEqual(1);
    const locks = await advisoryLocks();
    if (t.db.kind === 'postgres') expect(locks).toBeGreaterThanOrEqual(1);
    else expect(locks).toBe(0);

    let closed = false;
    const stopping = drainAndClose(t.app, DRAIN_MS).then(() => {
      closed = true;
    });
    const during = await ready();
    expect(during.status).toBe(503);
    expect(during.body.status).toBe('not_ready');
    expect(during.body.checks.draining).toBe(true);
    // Liveness is not readiness: the node is alive and still answers requests.
    expect(await health()).toBe(200);
    // Released at once, not when the drain ends: another node may take the jobs now.
    await new Promise((r) => setTimeout(r, 200));
    expect(await leases(node)).toEqual([]);
    // On PostgreSQL another node may match the pairs now; PGlite is one node and keeps them.
    if (t.db.kind === 'postgres') expect(t.app.services.spot.ownedPairs()).toEqual([]);
    else expect(t.app.services.spot.ownedPairs()).toEqual(expect.arrayContaining(pairs));
    expect(await advisoryLocks()).toBe(0);
    expect(closed).toBe(false);
    expect(await health()).toBe(200);

    await stopping;
    expect(closed).toBe(true);
    expect(await leases(node)).toEqual([]);
    // Closed: the server no longer serves.
    await expect(t.app.inject({ method: 'GET', url: '/api/health' })).rejects.toThrow();
  });
});
