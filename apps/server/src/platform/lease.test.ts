import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from './db';
import { migrate } from './migrate';
import { Lease, LeaseLost } from './lease';

let db: Db;
beforeAll(async () => {
  db = await openDb({ dataDir: ':memory:' });
  await migrate(db);
});
afterAll(async () => db?.close());

const generation = async (name: string) =>
  Number(
    (
      await db.query<{ generation: string }>('SELECT generation FROM leases WHERE name = $1', [
        name,
      ])
    ).rows[0]?.generation,
  );

describe('lease', () => {
  it('has one owner; an expired lease is taken with a higher generation and fences the former owner', async () => {
    let takeovers = 0;
    const a = new Lease(db, 'test.one', 'node-a', 60_000, () => (takeovers += 1));
    const b = new Lease(db, 'test.one', 'node-b', 60_000, () => (takeovers += 1));
    expect(await a.acquire()).toBe('taken');
    expect(await b.acquire()).toBe('held_elsewhere');
    expect(await a.acquire()).toBe('renewed');
    expect(await generation('test.one')).toBe(1);
    await db.tx((tx) => a.fence(tx));

    // a is paused past its lease: b takes it, a's next write is refused.
    await db.query(
      `UPDATE leases SET expires_at = now() - interval '1 second' WHERE name = 'test.one'`,
    );
    expect(await b.acquire()).toBe('taken');
    expect(await generation('test.one')).toBe(2);
    expect(takeovers).toBe(1);
    await expect(db.tx((tx) => a.fence(tx))).rejects.toBeInstanceOf(LeaseLost);
    expect(await a.acquire()).toBe('held_elsewhere');
    expect(a.held).toBe(false);

    // Released: the next owner takes it at once, a new term, and no takeover is counted.
    await b.release();
    expect(b.held).toBe(false);
    await expect(db.tx((tx) => b.fence(tx))).rejects.toBeInstanceOf(LeaseLost);
    expect(await a.acquire()).toBe('taken');
    expect(await generation('test.one')).toBe(3);
    expect(takeovers).toBe(1);
  });

  it('starts a new term when its own lease ran out, even if nobody took it', async () => {
    const a = new Lease(db, 'test.two', 'node-a', 60_000);
    expect(await a.acquire()).toBe('taken');
    await db.query(
      `UPDATE leases SET expires_at = now() - interval '1 second' WHERE name = 'test.two'`,
    );
    await expect(db.tx((tx) => a.fence(tx))).rejects.toBeInstanceOf(LeaseLost);
    expect(await a.acquire()).toBe('taken');
    expect(await generation('test.two')).toBe(2);
    await db.tx((tx) => a.fence(tx));
  });
});
