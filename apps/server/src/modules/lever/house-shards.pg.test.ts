import { describe, expect, it } from 'vitest';
import { systemAccountFor, useSystemShards } from '../../ledger/accounts';
import { postJournal } from '../../ledger/ledger';
import { checkLedger } from '../../ledger/invariants';
import { houseShardApp } from '../../test/house-shards';

/**
 * PostgreSQL only (the server project includes *.pg.test.ts when TEST_DATABASE_URL is set):
 * contract orders of users on different house shards lock no row in common, shown by holding an
 * open transaction on one user's shard while another user's order completes. PGlite runs one
 * transaction at a time; house-shards.test.ts shows there the rows each order locks.
 */
const app = houseShardApp();
const { tick, twoShards, open, close } = app;
const USDT = 3;

describe('house shards on PostgreSQL', () => {
  it(
    'on PostgreSQL, an open transaction holding one user’s shard does not hold another user’s order',
    { timeout: 60_000 },
    async () => {
      const t = app.t;
      expect(t.db.kind).toBe('postgres');
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
              key: `test-shards-hold:${of}:${app.nextSeq()}`,
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
