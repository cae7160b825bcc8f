import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { add } from '../../platform/money';
import { systemAccount, userAccount } from '../../ledger/accounts';
import { transfer } from '../../ledger/ledger';
import { runLedgerSoak } from './ledger-soak';

/**
 * A short ledger soak, so `npm test` runs the soak's code path: every product's
 * commands from concurrent workers, with same-key retries, prices and the clock moving, and
 * the ledger, conservation and idempotency checks finding nothing.
 */
describe('ledger soak', () => {
  it('runs random money commands of every product with 0 invariant violations', async () => {
    const report = await runLedgerSoak({
      ops: 400,
      concurrency: 4,
      seed: 7,
      maxSeconds: 600,
      retryRate: 0.2,
      checkEvery: 200,
      // Steps and job runs as often as before the defaults grew, so 400 commands reach them.
      stepEvery: 100,
      jobsEvery: 400,
    });
    expect(report.violations).toEqual([]);
    expect(report.ops).toBe(400);
    expect(report.stoppedByTime).toBe(false);
    expect(report.retries).toBeGreaterThan(0);
    expect(report.checks).toBeGreaterThanOrEqual(3);
    // The mix reached every product, and what is due settled from recorded prices.
    for (const kind of [
      'spot.limit',
      'spot.market',
      'contract.open',
      'option.order',
      'wallet.transfer',
      'wallet.convert',
      'earn.subscribe',
      'dual.buy',
    ])
      expect(report.kinds[kind]?.ok ?? 0, kind).toBeGreaterThan(0);
    expect(report.settled.options).toBeGreaterThan(0);
  }, 600_000);

  it('reports money that entered the books outside the funded total', async () => {
    const report = await runLedgerSoak({
      ops: 20,
      concurrency: 2,
      seed: 8,
      maxSeconds: 600,
      // A journal from the faucet the soak did not make: balanced, but money the run never funded.
      afterSetup: async (t, [userId]) =>
        t.db.tx(async (tx) => {
          await transfer(
            tx,
            {
              key: 'soak-test:stray-grant',
              reason: 'demo_faucet',
              refType: 'test',
              refId: userId!,
              actor: 'system:test',
            },
            {
              from: await systemAccount(tx, 'demo_faucet', 3),
              to: await userAccount(tx, userId!, 3, 2),
              amount: '7',
            },
          );
        }),
    });
    expect(report.violations.length).toBeGreaterThan(0);
    expect(report.violations.join('\n')).toMatch(/currency 3 .*funded/);
  }, 600_000);

  it('ends a run without a data folder that its time bound stopped as a finished run ends', async () => {
    const report = await runLedgerSoak({
      ops: 1_000_000,
      concurrency: 2,
      seed: 13,
      maxSeconds: 4,
      jobsEvery: 1_000_000,
      embedded: true,
    });
    expect(report.violations).toEqual([]);
    expect(report.stoppedByTime).toBe(true);
    expect(report.finished).toBe(false);
    // Only the final phase runs the jobs here: what was due settled, then the full check.
    expect(report.settled.jobRuns).toBeGreaterThan(0);
  }, 600_000);

  // A run too long for one sitting (the million on PGlite) goes in parts on one data folder.
  const small = { maxSeconds: 600, stepEvery: 50, jobsEvery: 150, checkEvery: 100 };
  const sent = (r: { kinds: Record<string, { ok: number; refused: number }> }) =>
    Object.values(r.kinds).reduce((n, k) => n + k.ok + k.refused, 0);

  it('runs in parts on a data folder and goes on where the last part stopped', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soak-parts-'));
    try {
      const first = await runLedgerSoak({
        ...small,
        ops: 300,
        concurrency: 3,
        seed: 11,
        dataDir: dir,
        partOps: 150,
      });
      expect(first.violations).toEqual([]);
      expect(first.database).toMatch(/data folder/);
      expect([first.ops, first.parts, first.finished]).toEqual([150, 1, false]);
      // What the next part needs: the platform clock hours ahead, prices moved, the faucet's
      // keys used so far, the generator's place and the run's cadences.
      const state = JSON.parse(fs.readFileSync(path.join(dir, 'soak-state.json'), 'utf8')) as {
        open: boolean;
        clockMs: number;
        faucetSeq: number;
        walks: Record<string, string>;
        rngState: number;
        cadence: { stepEvery: number };
        users: unknown[];
      };
      expect(state.open).toBe(false);
      expect(state.clockMs).toBeGreaterThan(Date.now() + 3_600_000);
      expect(state.faucetSeq).toBeGreaterThanOrEqual(state.users.length * 6);
      expect(state.walks['BTC/USDT']).not.toBe('9600000');
      expect(state.rngState).toEqual(expect.any(Number));
      expect(state.cadence.stepEvery).toBe(50);
      // A new run may not start over a folder that holds one.
      await expect(
        runLedgerSoak({ ...small, ops: 10, concurrency: 1, seed: 11, dataDir: dir }),
      ).rejects.toThrow(/holds a soak run already/);
      // The run's own seed, target and workers come from the folder, not from the call.
      let resumedAt = 0;
      const second = await runLedgerSoak({
        ...small,
        ops: 5,
        concurrency: 1,
        seed: 1,
        dataDir: dir,
        resume: true,
        afterSetup: async (t) => {
          resumedAt = t.app.clock.nowMs();
        },
      });
      expect(second.violations).toEqual([]);
      // The platform clock went on from where the first part left it.
      expect(resumedAt).toBeGreaterThanOrEqual(state.clockMs);
      expect(sent(second)).toBeLessThanOrEqual(300);
      expect([second.ops, second.target, second.parts, second.finished]).toEqual([
        300,
        300,
        2,
        true,
      ]);
      // The counts go on from the first part's.
      expect(sent(second)).toBeGreaterThan(sent(first) + 100);
      expect(second.checks).toBeGreaterThan(first.checks);
      await expect(
        runLedgerSoak({ ...small, ops: 1, concurrency: 1, seed: 1, dataDir: dir, resume: true }),
      ).rejects.toThrow(/complete already/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 600_000);

  it('goes on only from the books and the money the last part left', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soak-parts-'));
    const stateFile = path.join(dir, 'soak-state.json');
    const state = () => JSON.parse(fs.readFileSync(stateFile, 'utf8')) as Record<string, unknown>;
    const resume = () =>
      runLedgerSoak({
        ...small,
        ops: 1,
        concurrency: 1,
        seed: 1,
        dataDir: dir,
        resume: true,
        partOps: 20,
      });
    try {
      await runLedgerSoak({
        ...small,
        ops: 200,
        concurrency: 2,
        seed: 12,
        dataDir: dir,
        partOps: 60,
      });
      const saved = fs.readFileSync(stateFile, 'utf8');
      // A part that was killed left books past its state.
      fs.writeFileSync(stateFile, JSON.stringify({ ...state(), open: true }));
      await expect(resume()).rejects.toThrow(/did not end cleanly/);
      // Books that moved since the stop.
      fs.writeFileSync(
        stateFile,
        JSON.stringify({ ...state(), open: false, postingTop: Number(state().postingTop) - 1 }),
      );
      await expect(resume()).rejects.toThrow(/books changed/);
      // Money that differs from what the run had funded when it stopped is reported.
      const funded = JSON.parse(saved).funded as Record<string, string>;
      fs.writeFileSync(
        stateFile,
        JSON.stringify({ ...JSON.parse(saved), funded: { ...funded, 3: add(funded['3']!, '1') } }),
      );
      const report = await resume();
      expect(report.violations.join('\n')).toMatch(/on resuming after 60 ops: currency 3 .*funded/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 600_000);
});
