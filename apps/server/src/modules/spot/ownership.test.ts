import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db';
import { createTestApp, type TestApp } from '../../test/harness';
import { PairOwnership } from './ownership';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Pool clients handed out and not given back. */
const checkedOut = () => t.db.pool.totalCount - t.db.pool.idleCount;

describe('pair ownership', () => {
  it('takes pairs asked for at the same moment on ONE session and gives it back on release', async () => {
    // The PostgreSQL path (one kept session holding advisory locks) on whichever database the
    // suite runs: on PGlite the pool has one connection, so a second session would never come.
    const db: Db = { ...t.db, kind: 'postgres' };
    const own = new PairOwnership(db);
    const before = checkedOut();
    // Ids no pair has: the app's own engine may hold the real ones on this database.
    const results = await Promise.all([
      own.acquire(900_001),
      own.acquire(900_002),
      own.acquire(900_001),
    ]);
    expect(results).toEqual([true, true, true]);
    expect(own.isOwner(900_001) && own.isOwner(900_002)).toBe(true);
    expect(checkedOut()).toBe(before + 1);
    await own.release();
    // Nothing left checked out: shutdown's pool.end() does not wait on a forgotten session.
    expect(checkedOut()).toBe(before);
    expect(own.isOwner(900_001)).toBe(false);
  });
});
