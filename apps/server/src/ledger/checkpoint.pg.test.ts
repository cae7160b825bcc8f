import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import {
  checkpointDriftOf,
  checkpointMark,
  fundedSpot,
  journalMetas,
  maxPostingId,
} from '../test/ledger';
import { checkLedgerSince } from './invariants';
import { transfer } from './ledger';

/**
 * PostgreSQL only (the server project includes *.pg.test.ts when TEST_DATABASE_URL is set):
 * the incremental ledger check skips no posting when an earlier id commits after a later one.
 * Concurrent writers need two connections: PGlite has one, on which a transaction holds the
 * whole database, so ids commit in order there.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(t.db.kind).toBe('postgres');
});
afterAll(async () => t?.close());

const meta = journalMetas('checkpoint-pg-test');
const funded = (amount: string) => fundedSpot(t.db, meta, amount);

const mark = () => checkpointMark(t.db);
const checkpointDrift = () => checkpointDriftOf(t.db);
const maxPosting = () => maxPostingId(t.db);

describe('checkLedgerSince (PostgreSQL)', () => {
  it('skips no posting whose lower id commits after a higher one', async () => {
    const a = await funded('50');
    const b = await funded('50');
    const c = await funded('50');
    expect(await checkLedgerSince(t.db)).toEqual([]);
    let posted!: () => void;
    let release!: () => void;
    const aPosted = new Promise<void>((r) => (posted = r));
    const aReleased = new Promise<void>((r) => (release = r));
    const events: string[] = [];
    const slow = t.db.tx(async (tx) => {
      await transfer(tx, meta(), { from: a.account, to: b.account, amount: '7' });
      posted();
      await aReleased;
      events.push('slow writer committed');
    });
    await aPosted;
    // A later writer (other accounts: the slow one holds a's and b's rows) takes higher ids and
    // commits first.
    await t.db.tx((tx) => transfer(tx, meta(), { from: c.account, to: c.source, amount: '1' }));
    const { rows } = await t.db.query<{ low: number; high: number }>(
      `SELECT min(id) FILTER (WHERE account_id = $1 AND amount = 7) AS low, max(id) AS high
         FROM postings`,
      [b.account],
    );
    expect(rows[0]!.low).toBeNull(); // the slow writer's posting is not visible yet
    const check = checkLedgerSince(t.db).then((p) => {
      events.push('checked');
      return p;
    });
    await new Promise((r) => setTimeout(r, 300));
    const waiting = [...events];
    release();
    await slow;
    const problems = await check;
    // What a check that advanced past the slow writer's id would break: its posting would be in
    // no checkpoint sum, so the sums drift from the postings and every later check fails.
    const seven = await t.db.query<{ id: number }>(
      `SELECT id FROM postings WHERE amount = 7 AND account_id = $1`,
      [b.account],
    );
    expect(seven.rows[0]!.id).toBeLessThan(rows[0]!.high);
    expect(await mark()).toBeGreaterThanOrEqual(rows[0]!.high);
    expect(await checkpointDrift()).toEqual([]);
    expect(await checkLedgerSince(t.db)).toEqual([]);
    expect(problems).toEqual([]);
    // It did not: the check waited for the writer that held an earlier id.
    expect(waiting).toEqual([]);
    expect(events).toEqual(['slow writer committed', 'checked']);
    expect(await mark()).toBe(await maxPosting());
  }, 30_000);
});
