import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeverPosition } from '@tidemark/contracts';
import { call, createTestApp, createUserWithSession, type TestApp } from '../../test/harness';
import {
  shardCode,
  shardOf,
  systemAccount,
  systemAccountFor,
  userAccount,
  useSystemShards,
} from '../../ledger/accounts';
import { postJournal, transfer } from '../../ledger/ledger';
import { checkLedger } from '../../ledger/invariants';
import { systemBalances } from '../../ledger/console-reads';

/**
 * The house and fees accounts are kept in shards chosen by user id, so contract orders
 * of users on different shards lock no row in common. On PGlite (one connection) this is shown
 * on the rows each order's journals lock; on PostgreSQL (TEST_DATABASE_URL) also by holding an
 * open transaction on one user's shard while another user's order completes.
 */
let t: TestApp;
const USDT = 3;
const BTC = 'BTC/USDT';
let now = Date.UTC(2026, 0, 5, 9, 0, 0);

beforeAll(async () => {
  t = await createTestApp({ feed: 'script' });
  await t.app.services.market.start();
  t.app.services.lever.clock = () => now;
});
afterAll(async () => {
  useSystemShards(16);
  await t?.close();
});

async function tick(price: string): Promise<void> {
  now += 1000;
  t.app.services.market.script!.push(BTC, price, now);
  await t.app.services.market.flush();
  await t.app.services.lever.risk.idle();
}

let seq = 0;
async function trader(): Promise<{ userId: number; token: string }> {
  const u = await createUserWithSession(t.db, { kycLevel: 1 });
  await t.db.tx(async (tx) =>
    transfer(
      tx,
      {
        key: `test-shards-fund:${u.userId}:${++seq}`,
        reason: 'demo_faucet',
        refType: 'test',
        refId: u.userId,
        actor: 'system:test',
      },
      {
        from: await systemAccount(tx, 'demo_faucet', USDT),
        to: await userAccount(tx, u.userId, USDT, 3),
        amount: '10000',
      },
    ),
  );
  return u;
}

/** Two users whose postings go to different shards. */
async function twoShards() {
  const a = await trader();
  let b = await trader();
  while (shardOf(b.userId) === shardOf(a.userId)) b = await trader();
  return [a, b] as const;
}

const post = (url: string, token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/api${url}`, body, { token });

async function open(token: string): Promise<LeverPosition> {
  const r = await post('/lever/submit', token, { symbol: BTC, type: 1, share: '1', multiple: 10 });
  expect(r.body.type, JSON.stringify(r.body)).toBe('ok');
  return r.body.message as LeverPosition;
}
async function close(token: string, id: number): Promise<void> {
  const r = await post('/lever/close', token, { id });
  expect(r.body.type, JSON.stringify(r.body)).toBe('ok');
}

/** The system rows a position's journals posted to (postJournal locks exactly its postings' accounts). */
async function systemRowsOf(positionId: number): Promise<string[]> {
  const { rows } = await t.db.query<{ system_code: string }>(
    `SELECT DISTINCT a.system_code FROM journals j JOIN postings p ON p.journal_id = j.id
       JOIN ledger_accounts a ON a.id = p.account_id
      WHERE j.ref_type = 'lever_position' AND j.ref_id = $1 AND a.system_code IS NOT NULL
      ORDER BY 1`,
    [String(positionId)],
  );
  return rows.map((r) => r.system_code);
}

describe('house shards: contract orders of different users share no row', () => {
  it('posts each user’s fee, loss and profit to that user’s own shard of fees and house', async () => {
    await tick('100000');
    const [a, b] = await twoShards();
    const pa = await open(a.token);
    const pb = await open(b.token);
    await tick('101000'); // a long gains, paid by the house
    await close(a.token, pa.id);
    await tick('99000'); // the other loses, taken by the house
    await close(b.token, pb.id);

    const own = (userId: number) =>
      [shardCode('fees', shardOf(userId)), shardCode('house', shardOf(userId))].sort();
    expect(await systemRowsOf(pa.id)).toEqual(own(a.userId));
    expect(await systemRowsOf(pb.id)).toEqual(own(b.userId));
    expect(own(a.userId).filter((c) => own(b.userId).includes(c))).toEqual([]);

    // The house as a whole is the sum of its shards, and the books reconcile.
    const house = (await systemBalances(t.db)).filter(
      (r) => r.system_code === 'house' && r.currency === 'USDT',
    );
    expect(house).toHaveLength(1);
    const { rows } = await t.db.query<{ total: string }>(
      `SELECT trim_scale(sum(available))::text AS total FROM ledger_accounts
        WHERE split_part(system_code, '#', 1) = 'house' AND currency_id = $1`,
      [USDT],
    );
    expect(house[0]!.available).toBe(rows[0]!.total);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('with one shard (as before sharding) both users post to the same rows', async () => {
    await tick('100000');
    const [a, b] = await twoShards();
    useSystemShards(1);
    try {
      const pa = await open(a.token);
      const pb = await open(b.token);
      await close(a.token, pa.id);
      await close(b.token, pb.id);
      expect(await systemRowsOf(pa.id)).toEqual(['fees']);
      expect(await systemRowsOf(pb.id)).toEqual(['fees']);
    } finally {
      useSystemShards(16);
    }
  });

  it(
    'on PostgreSQL, an open transaction holding one user’s shard does not hold another user’s order',
    { timeout: 60_000 },
    async () => {
      if (t.db.kind !== 'postgres') {
        // PGlite runs one transaction at a time: the rows above are what it can show.
        expect(t.db.kind).toBe('pglite');
        return;
      }
      await tick('100000');
      const [a, b] = await twoShards();

      /** Posts to the shards of `of` inside a transaction left open until the returned release. */
      async function holdShards(of: number) {
        let release!: () => void;
        const gate = new Promise<void>((r) => (release = r));
        let locked!: () => void;
        const isLocked = new Promise<void>((r) => (locked = r));
        const holder = t.db.tx(async (tx) => {
          await postJournal(
            tx,
            {
              key: `test-shards-hold:${of}:${++seq}`,
              reason: 'adjustment',
              refType: 'test',
              refId: of,
              actor: 'system:test',
            },
            [
              {
                accountId: await systemAccountFor(tx, 'house', USDT, of),
                bucket: 'available',
                amount: '-1',
              },
              {
                accountId: await systemAccountFor(tx, 'fees', USDT, of),
                bucket: 'available',
                amount: '1',
              },
            ],
          );
          locked();
          await gate;
        });
        await isLocked;
        return { release, holder };
      }

      /** Waits until some statement of this database waits on a lock (proves the hold blocks). */
      async function someoneWaits(): Promise<void> {
        for (let i = 0; i < 400; i++) {
          const { rows } = await t.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          if (rows[0]!.n > 0) return;
          await new Promise((r) => setTimeout(r, 50));
        }
        throw new Error('no statement ever waited on the held shard');
      }

      // A's shard is held: B's open and close both complete meanwhile.
      const held = await holdShards(a.userId);
      try {
        const pb = await open(b.token);
        await close(b.token, pb.id);
        // A's own order does wait on it (the hold is real), and completes once it is released.
        const aOrder = open(a.token);
        await someoneWaits();
        held.release();
        await held.holder;
        await close(a.token, (await aOrder).id);
      } finally {
        held.release();
        await held.holder;
      }

      // Control: with one shard, the same hold makes B's order wait too.
      useSystemShards(1);
      try {
        const hold1 = await holdShards(a.userId);
        const bOrder = open(b.token);
        await someoneWaits();
        hold1.release();
        await hold1.holder;
        await close(b.token, (await bOrder).id);
      } finally {
        useSystemShards(16);
      }
      expect(await checkLedger(t.db)).toEqual([]);
    },
  );
});
