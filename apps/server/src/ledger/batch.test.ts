import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { fundedSpot, journalMetas } from '../test/ledger';
import { AppError } from '../platform/errors';
import { lockWithUserAccounts, systemAccount } from './accounts';
import { checkLedger } from './invariants';
import { hold, holdMany, moveHolds } from './ledger';

/**
 * The set-based ledger calls of group commit: `holdMany` refuses only the requests
 * the balance cannot cover, in order; `moveHolds` settles and releases many holds with the
 * checks of one journal at a time.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const USDT = 3;
const meta = journalMetas('batch-test');
const balance = async (id: number) =>
  (
    await t.db.query<{ available: string; frozen: string }>(
      'SELECT trim_scale(available)::text AS available, trim_scale(frozen)::text AS frozen FROM ledger_accounts WHERE id = $1',
      [id],
    )
  ).rows[0]!;
const journals = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM journals')).rows[0]!.n;

const funded = async (amount: string) => (await fundedSpot(t.db, meta, amount)).account;

describe('holdMany', () => {
  it('grants in order against the running balance and refuses only what it cannot cover', async () => {
    const a = await funded('100');
    const b = await funded('5');
    const before = await journals();
    const out = await t.db.tx((tx) =>
      holdMany(tx, [
        { meta: meta(), accountId: a, amount: '60' },
        { meta: meta(), accountId: a, amount: '50' },
        { meta: meta(), accountId: b, amount: '5' },
        { meta: meta(), accountId: a, amount: '40' },
        { meta: meta(), accountId: null, amount: '1' },
      ]),
    );
    expect(out.map((o) => ('refused' in o ? o.refused : 'held'))).toEqual([
      'held',
      'insufficient_balance',
      'held',
      'held',
      'insufficient_balance',
    ]);
    expect(await balance(a)).toEqual({ available: '0', frozen: '100' });
    expect(await balance(b)).toEqual({ available: '0', frozen: '5' });
    expect((await journals()) - before).toBe(3);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('answers a repeated key with the first hold and moves nothing', async () => {
    const a = await funded('10');
    const m = meta();
    const first = await t.db.tx((tx) => hold(tx, m, { accountId: a, amount: '4' }));
    const [again] = await t.db.tx((tx) => holdMany(tx, [{ meta: m, accountId: a, amount: '4' }]));
    expect(again).toEqual({ holdId: first.holdId, replay: true });
    expect(await balance(a)).toEqual({ available: '6', frozen: '4' });
  });
});

describe('moveHolds', () => {
  it('settles and releases many holds in order, like settleHold and releaseHold one by one', async () => {
    const a = await funded('100');
    const payee = await funded('0.000001');
    const [h1, h2] = await t.db.tx((tx) =>
      holdMany(tx, [
        { meta: meta(), accountId: a, amount: '30' },
        { meta: meta(), accountId: a, amount: '20' },
      ]),
    );
    const id1 = (h1 as { holdId: number }).holdId;
    const id2 = (h2 as { holdId: number }).holdId;
    const posted = await t.db.tx((tx) =>
      moveHolds(tx, [
        { meta: meta(), holdId: id1, legs: [{ accountId: payee, amount: '10' }] },
        { meta: meta(), holdId: id1, legs: [{ accountId: payee, amount: '5' }] },
        { meta: meta(), holdId: id1 },
        { meta: meta(), holdId: id2, legs: [{ accountId: payee, amount: '20' }] },
        // Nothing left: nothing posted.
        { meta: meta(), holdId: id2 },
      ]),
    );
    expect(posted.map((p) => p !== null)).toEqual([true, true, true, true, false]);
    expect(await balance(a)).toEqual({ available: '65', frozen: '0' });
    expect(await balance(payee)).toEqual({ available: '35.000001', frozen: '0' });
    const { rows } = await t.db.query<{ status: string; remaining: string }>(
      'SELECT status, trim_scale(remaining)::text AS remaining FROM holds WHERE id = ANY($1) ORDER BY id',
      [[id1, id2]],
    );
    expect(rows).toEqual([
      { status: 'closed', remaining: '0' },
      { status: 'closed', remaining: '0' },
    ]);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('refuses a batch that overdraws a hold or an account, and writes none of it', async () => {
    const a = await funded('10');
    const [h] = await t.db.tx((tx) => holdMany(tx, [{ meta: meta(), accountId: a, amount: '10' }]));
    const holdId = (h as { holdId: number }).holdId;
    const fees = await t.db.tx((tx) => systemAccount(tx, 'fees', USDT));
    const before = await journals();
    await expect(
      t.db.tx((tx) =>
        moveHolds(tx, [
          { meta: meta(), holdId, legs: [{ accountId: fees, amount: '6' }] },
          { meta: meta(), holdId, legs: [{ accountId: fees, amount: '6' }] },
        ]),
      ),
    ).rejects.toThrow(/overdrawn/);
    // Paying out of a frozen bucket into one that may not go negative, by a negative leg.
    await expect(
      t.db.tx((tx) =>
        moveHolds(tx, [
          {
            meta: meta(),
            holdId,
            legs: [
              { accountId: fees, amount: '-1' },
              { accountId: a, amount: '2' },
            ],
          },
        ]),
      ),
    ).rejects.toBeInstanceOf(AppError);
    expect(await journals()).toBe(before);
    expect(await balance(a)).toEqual({ available: '0', frozen: '10' });
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('lockWithUserAccounts', () => {
  it('locks the accounts given and the users’ accounts that exist, and returns those by user and currency', async () => {
    const a = await fundedSpot(t.db, meta, '1');
    const b = await fundedSpot(t.db, meta, '1');
    const fees = await t.db.tx((tx) => systemAccount(tx, 'fees', USDT));
    const found = await t.db.tx(async (tx) => {
      const out = await lockWithUserAccounts(
        tx,
        [fees],
        [
          { userId: a.userId, currencyId: USDT },
          { userId: b.userId, currencyId: USDT },
          // No BTC account yet: nothing to lock, nothing returned (and none opened).
          { userId: a.userId, currencyId: 1 },
        ],
        2,
      );
      // Inside the same transaction the rows are ours: FOR UPDATE NOWAIT does not fail.
      await tx.query('SELECT id FROM ledger_accounts WHERE id = ANY($1) FOR UPDATE NOWAIT', [
        [fees, a.account, b.account],
      ]);
      return out;
    });
    expect(Object.fromEntries(found)).toEqual({
      [`${a.userId}:${USDT}`]: a.account,
      [`${b.userId}:${USDT}`]: b.account,
    });
    const btc = await t.db.query(
      'SELECT 1 FROM ledger_accounts WHERE user_id = $1 AND currency_id = 1',
      [a.userId],
    );
    expect(btc.rows).toHaveLength(0);

    // On PostgreSQL (one connection per transaction) another transaction cannot take the rows.
    if (t.db.kind === 'postgres') {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      const first = t.db.tx(async (tx) => {
        await lockWithUserAccounts(tx, [], [{ userId: a.userId, currencyId: USDT }], 2);
        locked();
        await held;
      });
      await isLocked;
      const other = t.db.tx((tx) =>
        tx.query('SELECT id FROM ledger_accounts WHERE id = $1 FOR UPDATE NOWAIT', [a.account]),
      );
      await expect(other).rejects.toMatchObject({ code: '55P03' });
      release();
      await first;
    }
  });
});
