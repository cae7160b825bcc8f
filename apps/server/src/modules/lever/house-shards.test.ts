import { describe, expect, it } from 'vitest';
import { shardCode, shardOf, useSystemShards } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/invariants';
import { systemBalances } from '../../ledger/console-reads';
import { houseShardApp } from '../../test/house-shards';

/**
 * The house and fees accounts are kept in shards chosen by user id, so contract orders
 * of users on different shards lock no row in common. Here this is shown on the rows each
 * order's journals lock; house-shards.pg.test.ts (PostgreSQL only) also shows it by holding an
 * open transaction on one user's shard while another user's order completes.
 */
const app = houseShardApp();
const { tick, twoShards, open, close } = app;
const USDT = 3;

/** The system rows a position's journals posted to (postJournal locks exactly its postings' accounts). */
async function systemRowsOf(positionId: number): Promise<string[]> {
  const { rows } = await app.t.db.query<{ system_code: string }>(
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
    const house = (await systemBalances(app.t.db)).filter(
      (r) => r.system_code === 'house' && r.currency === 'USDT',
    );
    expect(house).toHaveLength(1);
    const { rows } = await app.t.db.query<{ total: string }>(
      `SELECT trim_scale(sum(available))::text AS total FROM ledger_accounts
        WHERE split_part(system_code, '#', 1) = 'house' AND currency_id = $1`,
      [USDT],
    );
    expect(house[0]!.available).toBe(rows[0]!.total);
    expect(await checkLedger(app.t.db)).toEqual([]);
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
});
