import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { ensureSystemAccounts, systemAccount } from './accounts';

/**
 * PostgreSQL only (the server project includes *.pg.test.ts when TEST_DATABASE_URL is set):
 * two transactions at once need two connections, and PGlite has one.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(t.db.kind).toBe('postgres');
});
afterAll(async () => t?.close());

/** A currency added behind the app's back (no accounts opened for it). */
let nextCurrency = 9_500;
const bareCurrency = async () => {
  const id = ++nextCurrency;
  await t.db.query(
    `INSERT INTO currencies (id, code, name, precision, can_deposit, can_withdraw, can_trade, sort_order)
     VALUES ($1, $2, $2, 8, false, false, false, 999)`,
    [id, `SA${id}`],
  );
  return id;
};

/** Two transactions that look up the same two system accounts in opposite order, interleaved. */
async function crossedLookups(currencyId: number): Promise<Array<'ok' | string>> {
  let aFirst!: () => void;
  let bFirst!: () => void;
  const aDone = new Promise<void>((r) => (aFirst = r));
  const bDone = new Promise<void>((r) => (bFirst = r));
  const settle = (p: Promise<unknown>) =>
    p.then(
      () => 'ok' as const,
      (err: unknown) => String((err as { code?: string }).code ?? err),
    );
  return Promise.all([
    settle(
      t.db.tx(async (tx) => {
        await systemAccount(tx, 'dual', currencyId);
        aFirst();
        await bDone;
        await systemAccount(tx, 'launchpad', currencyId);
      }),
    ),
    settle(
      t.db.tx(async (tx) => {
        await aDone;
        await systemAccount(tx, 'launchpad', currencyId);
        bFirst();
        await systemAccount(tx, 'dual', currencyId);
      }),
    ),
  ]);
}

describe('system accounts opened ahead of use (PostgreSQL)', () => {
  it('two crossed first uses of system accounts deadlock; opened ahead, both go through', async () => {
    const bare = await bareCurrency();
    // Opened on first use: each transaction waits on the other's uncommitted index entry.
    expect((await crossedLookups(bare)).sort()).toEqual(['40P01', 'ok']);
    const ready = await bareCurrency();
    await ensureSystemAccounts(t.db, [ready]);
    expect(await crossedLookups(ready)).toEqual(['ok', 'ok']);
  }, 30_000);
});
