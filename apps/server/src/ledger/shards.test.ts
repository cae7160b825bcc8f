import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUserWithSession, type TestApp } from '../test/harness';
import { AppError } from '../platform/errors';
import { cmp } from '../platform/money';
import {
  SYSTEM_SHARDS,
  shardCode,
  shardOf,
  systemAccount,
  systemAccountFor,
  userAccount,
} from './accounts';
import { systemBalances } from './console-reads';
import { checkLedger } from './invariants';
import { debitShards, postJournal, transfer, type JournalMeta } from './ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const BTC = 1;
let keySeq = 0;
const meta = (): JournalMeta => ({
  key: `shards-${++keySeq}-${Math.random()}`,
  reason: 'adjustment',
  refType: 'test',
  refId: keySeq,
  actor: 'system:test',
});
const available = async (id: number) =>
  (
    await t.db.query<{ available: string }>(
      'SELECT trim_scale(available)::text AS available FROM ledger_accounts WHERE id = $1',
      [id],
    )
  ).rows[0]!.available;

/** Pays `amount` of BTC into the fees shard of a new user (as a contract fee would). */
async function feeFrom(amount: string) {
  const { userId } = await createUserWithSession(t.db);
  const shard = await t.db.tx((tx) => systemAccountFor(tx, 'fees', BTC, userId));
  await t.db.tx(async (tx) =>
    transfer(tx, meta(), {
      from: await systemAccount(tx, 'demo_faucet', BTC),
      to: shard,
      amount,
    }),
  );
  return { userId, shard };
}

describe('house and fees shards (migration 0029)', () => {
  it('has every shard of every currency from the migration, with its account’s negative rule', async () => {
    const { rows } = await t.db.query<{ code: string; n: number; negative: boolean[] }>(
      `SELECT split_part(system_code, '#', 1) AS code, count(DISTINCT system_code)::int AS n,
              array_agg(DISTINCT allow_negative) AS negative
         FROM ledger_accounts WHERE currency_id = $1 AND system_code LIKE '%#%' GROUP BY 1 ORDER BY 1`,
      [BTC],
    );
    expect(rows).toEqual([
      { code: 'fees', n: SYSTEM_SHARDS - 1, negative: [false] },
      { code: 'house', n: SYSTEM_SHARDS - 1, negative: [true] },
    ]);
  });

  it('sends a user to shard user id mod 16, shard 0 being the original row', async () => {
    for (const userId of [16, 17, 31, 1000]) {
      const id = await t.db.tx((tx) => systemAccountFor(tx, 'house', BTC, userId));
      const { rows } = await t.db.query<{ system_code: string }>(
        'SELECT system_code FROM ledger_accounts WHERE id = $1',
        [id],
      );
      expect(rows[0]!.system_code).toBe(shardCode('house', userId % 16));
      expect(shardOf(userId)).toBe(userId % 16);
    }
    expect(await t.db.tx((tx) => systemAccountFor(tx, 'fees', BTC, 32))).toBe(
      await t.db.tx((tx) => systemAccount(tx, 'fees', BTC)),
    );
  });

  it('takes a fees debit from several shards when no single one holds it, and reports the sum', async () => {
    const a = await feeFrom('0.3');
    let b = await feeFrom('0.2');
    while (shardOf(b.userId) === shardOf(a.userId)) b = await feeFrom('0.2');
    // The report shows the account once: the sum of its rows.
    const after = (await systemBalances(t.db)).filter(
      (r) => r.system_code === 'fees' && r.currency === 'BTC',
    );
    expect(after).toHaveLength(1);
    const { rows } = await t.db.query<{ total: string }>(
      `SELECT trim_scale(sum(available))::text AS total FROM ledger_accounts
        WHERE split_part(system_code, '#', 1) = 'fees' AND currency_id = $1`,
      [BTC],
    );
    expect(after[0]!.available).toBe(rows[0]!.total);
    expect(cmp(rows[0]!.total, '0.5')).toBeGreaterThanOrEqual(0);

    const { userId } = await createUserWithSession(t.db);
    const payee = await t.db.tx((tx) => userAccount(tx, userId, BTC, 2));
    const total = rows[0]!.total;
    // More than any one shard holds, but exactly what the account holds as a whole.
    await t.db.tx(async (tx) =>
      postJournal(tx, meta(), [
        ...(await debitShards(tx, 'fees', BTC, total, [payee])),
        { accountId: payee, bucket: 'available', amount: total },
      ]),
    );
    expect(await available(payee)).toBe(total);
    expect(await available(a.shard)).toBe('0');
    expect(await available(b.shard)).toBe('0');
    // One unit more than the account holds is refused, and moves nothing.
    await expect(
      t.db.tx(async (tx) =>
        postJournal(tx, meta(), [
          ...(await debitShards(tx, 'fees', BTC, '0.000001', [payee])),
          { accountId: payee, bucket: 'available', amount: '0.000001' },
        ]),
      ),
    ).rejects.toBeInstanceOf(AppError);
    expect(await available(payee)).toBe(total);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('the ledger check reports a shard that is not one, or that breaks its account’s negative rule', async () => {
    await t.db.query(
      `INSERT INTO ledger_accounts (system_code, currency_id, account_type, allow_negative)
       VALUES ('house#16', $1, 0, true), ('fees#x', $1, 0, false)`,
      [BTC],
    );
    await t.db.query(
      `UPDATE ledger_accounts SET allow_negative = true WHERE system_code = 'fees#3' AND currency_id = $1`,
      [BTC],
    );
    const problems = (await checkLedger(t.db)).filter((p) => p.kind === 'shard_mismatch');
    expect(problems.map((p) => /\((\S+)\)/.exec(p.detail)![1]).sort()).toEqual([
      'fees#3',
      'fees#x',
      'house#16',
    ]);
    await t.db.query(
      `DELETE FROM ledger_accounts WHERE system_code IN ('house#16', 'fees#x') AND currency_id = $1`,
      [BTC],
    );
    await t.db.query(
      `UPDATE ledger_accounts SET allow_negative = false WHERE system_code = 'fees#3' AND currency_id = $1`,
      [BTC],
    );
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('the ledger check reconciles the shards with the postings of the account', async () => {
    const a = await feeFrom('0.5');
    // A cached balance moved without a posting: the account's rows no longer add up.
    await t.db.query('UPDATE ledger_accounts SET available = available + 1 WHERE id = $1', [
      a.shard,
    ]);
    const kinds = (await checkLedger(t.db)).map((p) => p.kind);
    expect(kinds).toContain('shard_mismatch');
    expect(kinds).toContain('balance_mismatch');
    await t.db.query('UPDATE ledger_accounts SET available = available - 1 WHERE id = $1', [
      a.shard,
    ]);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
