import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { lockFor, openDb, type Queryable } from './db';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.query('CREATE TABLE kv_probe (k int PRIMARY KEY, v text)');
  await t.db.query(`INSERT INTO kv_probe SELECT g, 'v' || g FROM generate_series(1, 500) g`);
});
afterAll(async () => t?.close());

describe('database access under concurrency', () => {
  // Regression: with several pooled connections multiplexed onto PGlite's single session,
  // statements of concurrent requests interleaved (wrong rows, spurious 999s) and mixed
  // transactional load could hang. Each query must get its own rows, and all must finish.
  it('answers 1,500 concurrent plain and transactional queries each with its own rows', async () => {
    let wrong = 0;
    await Promise.all(
      Array.from({ length: 1500 }, async (_, i) => {
        const k = (i % 500) + 1;
        const r =
          i % 3 === 0
            ? await t.db.query<{ v: string }>('SELECT v FROM kv_probe WHERE k = $1', [k])
            : i % 3 === 1
              ? await t.db.query<{ v: string }>(
                  'SELECT v, $2::text AS x FROM kv_probe WHERE k = $1',
                  [k, 'x'],
                )
              : await t.db.tx((tx) =>
                  tx.query<{ v: string }>('SELECT v FROM kv_probe WHERE k = $1 FOR UPDATE', [k]),
                );
        if (r.rows[0]?.v !== `v${k}`) wrong += 1;
      }),
    );
    expect(wrong).toBe(0);
  }, 60_000);

  // Statements are prepared by name on both databases. PGlite's session outlives the pool's
  // client: a client that replaces a dropped one must prepare the same names again.
  it('answers a prepared statement again after the pool replaced its client', async () => {
    const read = () => t.db.query<{ v: string }>('SELECT v FROM kv_probe WHERE k = $1', [7]);
    expect((await read()).rows[0]?.v).toBe('v7');
    const client = await t.db.pool.connect();
    client.release(true);
    expect((await read()).rows[0]?.v).toBe('v7');
    await t.db.tx(async (tx) => {
      expect(
        (await tx.query<{ v: string }>('SELECT v FROM kv_probe WHERE k = $1', [8])).rows[0]?.v,
      ).toBe('v8');
    });
  });
});

describe('a transaction that starts holding an advisory lock', () => {
  const held = (tx: Queryable, key: string) =>
    tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_locks
        WHERE locktype = 'advisory' AND pid = pg_backend_pid() AND granted
          AND ((classid::bigint << 32) | objid::bigint) = hashtextextended($1, 0)`,
      [key],
    );

  it("holds lockFor's lock from BEGIN until the end of the transaction, and no other", async () => {
    await t.db.tx(
      async (tx) => {
        expect((await held(tx, 'lever:user:42')).rows[0]!.n).toBe(1);
        expect((await held(tx, 'lever:user:43')).rows[0]!.n).toBe(0);
        // The same key taken by lockFor is the same lock (taken again, still one).
        await lockFor(tx, 'lever:user', 42);
        expect((await held(tx, 'lever:user:42')).rows[0]!.n).toBe(1);
      },
      { lock: { scope: 'lever:user', id: 42 } },
    );
    await t.db.tx(async (tx) => {
      expect((await held(tx, 'lever:user:42')).rows[0]!.n).toBe(0);
    });
  });

  it('refuses a key that is not a scope and an integer, before any statement', async () => {
    for (const lock of [
      { scope: "x'; DROP TABLE kv_probe; --", id: 1 },
      { scope: 'lever:user', id: 1.5 },
    ])
      await expect(t.db.tx(async () => 'ran', { lock })).rejects.toThrow(RangeError);
    expect((await t.db.query('SELECT count(*)::int AS n FROM kv_probe')).rows[0]).toEqual({
      n: 500,
    });
  });
});

describe('the embedded database (PGlite) on a thread of its own', () => {
  // PGlite runs a statement on the thread that owns it, start to end. On the main thread the
  // server could do nothing else meanwhile (7 event-loop turns in a 1 s statement); on its own
  // thread the server goes on (tens of thousands of turns on this machine).
  it('keeps the main thread running while a statement holds PGlite', async () => {
    const db = await openDb({ dataDir: ':memory:' });
    try {
      let done = false;
      let turns = 0;
      const statement = db.query('SELECT pg_sleep(1)').then(() => {
        done = true;
      });
      while (!done) {
        turns += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
      await statement;
      expect(turns).toBeGreaterThan(1_000);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('refuses a data folder PGlite cannot open, with the reason PGlite gave', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-bad-pg-'));
    try {
      fs.mkdirSync(path.join(dataDir, 'pglite'));
      fs.writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '11\n');
      await expect(openDb({ dataDir })).rejects.toThrow(/PGlite did not open/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
