import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import {
  checkpointDriftOf,
  checkpointMark,
  fundedSpot,
  journalMetas,
  maxPostingId,
} from '../test/ledger';
import { checkLedger, checkLedgerDaily, checkLedgerSince } from './invariants';
import { transfer } from './ledger';

/**
 * The incremental ledger check: `checkLedgerSince` reads only the postings after its
 * checkpoint, finds what the full check finds and moves the checkpoint only over a clean
 * stretch. That it skips no posting when an earlier id commits after a later one needs two
 * connections at once, so it is shown on PostgreSQL in checkpoint.pg.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const USDT = 3;
const meta = journalMetas('checkpoint-test');
const funded = (amount: string) => fundedSpot(t.db, meta, amount);

const mark = () => checkpointMark(t.db);
const checkpointDrift = () => checkpointDriftOf(t.db);
const maxPosting = () => maxPostingId(t.db);

describe('checkLedgerSince', () => {
  it('moves the checkpoint to the last posting and keeps its sums equal to the postings', async () => {
    expect(await checkLedgerSince(t.db)).toEqual([]);
    expect(await mark()).toBe(await maxPosting());
    const a = await funded('12.5');
    const b = await funded('3');
    await t.db.tx((tx) =>
      transfer(tx, meta(), { from: a.account, to: b.account, amount: '0.000000000000000001' }),
    );
    expect(await mark()).toBeLessThan(await maxPosting());
    expect(await checkLedgerSince(t.db)).toEqual([]);
    expect(await mark()).toBe(await maxPosting());
    expect(await checkpointDrift()).toEqual([]);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('finds a cached balance that disagrees, again on every check until it is fixed', async () => {
    const a = await funded('5');
    expect(await checkLedgerSince(t.db)).toEqual([]);
    await t.db.query('UPDATE ledger_accounts SET available = available + 1 WHERE id = $1', [
      a.account,
    ]);
    await funded('1'); // new postings after the mark: the check has something to move over
    const before = await mark();
    for (let i = 0; i < 2; i++) {
      const problems = await checkLedgerSince(t.db);
      expect(problems).toEqual([
        expect.objectContaining({
          kind: 'balance_mismatch',
          detail: expect.stringContaining(`account ${a.account}:`),
        }),
      ]);
      expect(await mark()).toBe(before);
    }
    await t.db.query('UPDATE ledger_accounts SET available = available - 1 WHERE id = $1', [
      a.account,
    ]);
    expect(await checkLedgerSince(t.db)).toEqual([]);
    expect(await mark()).toBe(await maxPosting());
  });

  it('finds a journal that does not balance, including one an old journal gains later', async () => {
    const a = await funded('5');
    expect(await checkLedgerSince(t.db)).toEqual([]);
    const { rows } = await t.db.query<{ id: number }>(
      `SELECT journal_id AS id FROM postings WHERE account_id = $1 ORDER BY id LIMIT 1`,
      [a.account],
    );
    const old = rows[0]!.id;
    // A posting added to an already checked journal (written past the ledger's API), with the
    // cached balance moved to match, so only the journal rule can see it.
    const add = async (amount: string) =>
      t.db.tx(async (tx) => {
        await tx.query(
          `INSERT INTO postings (journal_id, account_id, currency_id, bucket, amount)
           VALUES ($1, $2, $3, 'available', $4)`,
          [old, a.account, USDT, amount],
        );
        await tx.query('UPDATE ledger_accounts SET available = available + $2 WHERE id = $1', [
          a.account,
          amount,
        ]);
      });
    await add('2');
    expect(await checkLedgerSince(t.db)).toEqual([
      {
        kind: 'journal_unbalanced',
        detail: `journal ${old} currency ${USDT} sums to 2.000000000000000000`,
      },
    ]);
    expect((await checkLedgerSince(t.db)).map((p) => p.kind)).toEqual(['journal_unbalanced']);
    await add('-2');
    expect(await checkLedgerSince(t.db)).toEqual([]);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('the database refuses to change or remove a posting', async () => {
    await funded('1');
    const id = await maxPosting();
    await expect(
      t.db.query('UPDATE postings SET amount = amount WHERE id = $1', [id]),
    ).rejects.toThrow(/never changed or removed/);
    await expect(t.db.query('DELETE FROM postings WHERE id = $1', [id])).rejects.toThrow(
      /never changed or removed/,
    );
    await expect(t.db.query('TRUNCATE postings CASCADE')).rejects.toThrow(
      /never changed or removed/,
    );
  });
});

describe('checkLedgerDaily', () => {
  it('adds the full check once a week, which finds a checkpoint changed with its balance', async () => {
    const first = await checkLedgerDaily(t.db, '2031-03-01');
    expect(first).toEqual({ problems: [], full: true });
    expect(await checkLedgerDaily(t.db, '2031-03-02')).toEqual({ problems: [], full: false });
    expect(await checkLedgerDaily(t.db, '2031-03-07')).toEqual({ problems: [], full: false });
    expect(await checkLedgerDaily(t.db, '2031-03-08')).toEqual({ problems: [], full: true });

    // What the incremental form cannot see: a balance and its checkpoint changed alike.
    const a = await funded('4');
    expect(await checkLedgerSince(t.db)).toEqual([]);
    const bump = (by: string) =>
      t.db.tx(async (tx) => {
        await tx.query('UPDATE ledger_accounts SET available = available + $2 WHERE id = $1', [
          a.account,
          by,
        ]);
        await tx.query(
          'UPDATE ledger_check_sums SET available = available + $2 WHERE account_id = $1',
          [a.account, by],
        );
      });
    await bump('1');
    try {
      expect(await checkLedgerSince(t.db)).toEqual([]);
      expect(await checkLedgerDaily(t.db, '2031-03-09')).toEqual({ problems: [], full: false });
      const weekly = await checkLedgerDaily(t.db, '2031-03-15');
      expect(weekly.full).toBe(true);
      expect(weekly.problems.map((p) => p.kind)).toContain('balance_mismatch');
      // Not recorded as passed: the next day runs the full check again.
      expect((await checkLedgerDaily(t.db, '2031-03-16')).full).toBe(true);
    } finally {
      await bump('-1');
    }
    expect(await checkLedgerDaily(t.db, '2031-03-17')).toEqual({ problems: [], full: true });
  });
});
