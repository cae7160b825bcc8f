import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import {
  ensureSystemAccounts,
  SHARDED_SYSTEM_ACCOUNTS,
  SYSTEM_ACCOUNTS,
  SYSTEM_SHARDS,
  systemAccount,
} from './accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Every system account row a currency should have: each code, and each shard of the sharded ones. */
const expectedCodes = () =>
  Object.keys(SYSTEM_ACCOUNTS)
    .flatMap((code) =>
      (SHARDED_SYSTEM_ACCOUNTS as readonly string[]).includes(code)
        ? Array.from({ length: SYSTEM_SHARDS }, (_, s) => (s === 0 ? code : `${code}#${s}`))
        : [code],
    )
    .sort();

const codesOf = async (currencyId: number) =>
  (
    await t.db.query<{ system_code: string }>(
      'SELECT system_code FROM ledger_accounts WHERE currency_id = $1 AND system_code IS NOT NULL ORDER BY system_code',
      [currencyId],
    )
  ).rows.map((r) => r.system_code);

/** A currency added behind the app's back (no accounts opened for it). */
let nextCurrency = 9_000;
const bareCurrency = async () => {
  const id = ++nextCurrency;
  await t.db.query(
    `INSERT INTO currencies (id, code, name, precision, can_deposit, can_withdraw, can_trade, sort_order)
     VALUES ($1, $2, $2, 8, false, false, false, 999)`,
    [id, `SA${id}`],
  );
  return id;
};

describe('system accounts opened ahead of use', () => {
  it('every currency has every system account and shard once the app has started', async () => {
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM currencies ORDER BY id');
    expect(rows.length).toBeGreaterThan(0);
    for (const { id } of rows) expect(await codesOf(id), `currency ${id}`).toEqual(expectedCodes());
  });

  it('opens a new currency’s accounts once, and a second run changes nothing', async () => {
    const id = await bareCurrency();
    expect(await codesOf(id)).toEqual([]);
    await ensureSystemAccounts(t.db, [id]);
    const ids = await t.db.query<{ id: number }>(
      'SELECT id FROM ledger_accounts WHERE currency_id = $1 ORDER BY id',
      [id],
    );
    expect(await codesOf(id)).toEqual(expectedCodes());
    await ensureSystemAccounts(t.db);
    const again = await t.db.query<{ id: number }>(
      'SELECT id FROM ledger_accounts WHERE currency_id = $1 ORDER BY id',
      [id],
    );
    expect(again.rows).toEqual(ids.rows);
  });

  it('a money move opens no system account once they are opened ahead', async () => {
    const ready = await bareCurrency();
    await ensureSystemAccounts(t.db, [ready]);
    const count = async () =>
      (
        await t.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM ledger_accounts WHERE currency_id = $1',
          [ready],
        )
      ).rows[0]!.n;
    const before = await count();
    expect(before).toBe(expectedCodes().length);
    await t.db.tx(async (tx) => {
      await systemAccount(tx, 'dual', ready);
      await systemAccount(tx, 'launchpad', ready);
    });
    expect(await count()).toBe(before);
    // Why it matters (two crossed first uses deadlock) needs two connections at once: that is
    // shown on PostgreSQL, in system-accounts.pg.test.ts.
  });
});
