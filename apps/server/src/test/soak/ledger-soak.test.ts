import { describe, expect, it } from 'vitest';
import { systemAccount, userAccount } from '../../ledger/accounts';
import { transfer } from '../../ledger/ledger';
import { runLedgerSoak } from './ledger-soak';

/**
 * A short ledger soak (issue #23), so `npm test` runs the soak's code path: every product's
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
});
