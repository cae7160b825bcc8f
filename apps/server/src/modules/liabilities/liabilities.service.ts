import crypto from 'node:crypto';
import {
  buildTree,
  canonicalSums,
  type LiabilityProof,
  type LiabilityRoot,
  type Sums,
  userHash,
} from '@tidemark/contracts';
import { userLiabilities, userLiabilityBalances } from '../../ledger';
import { InvariantError, must } from '../../platform/assert';
import type { Db } from '../../platform/db';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/module';
import * as repo from './liabilities.repo';

export type Liabilities = ReturnType<typeof createLiabilitiesService>;

const toRoot = (s: repo.SnapshotRow): LiabilityRoot => ({
  day: s.day,
  root_hash: s.root_hash,
  totals: canonicalSums(s.totals),
  leaf_count: s.leaf_count,
  taken_at: Number(s.taken_at),
});

/**
 * Takes the snapshot of `day` unless it exists: every user's balances and the ledger's user
 * liability totals in one repeatable-read transaction (one moment of the books), the tree
 * built from them, and all of it stored in that same transaction. A second run of the day
 * changes nothing, so the stored root stays the one first published.
 */
export async function takeSnapshot(
  db: Db,
  day: string,
  takenAt: number,
): Promise<{ created: boolean; leaves: number; root: string }> {
  return db.tx(async (tx) => {
    await repo.repeatableRead(tx);
    const existing = await repo.snapshotByDay(tx, day);
    if (existing) return { created: false, leaves: existing.leaf_count, root: existing.root_hash };

    const byUser = new Map<number, Sums>();
    for (const r of await userLiabilityBalances(tx)) {
      const sums = byUser.get(r.user_id) ?? {};
      sums[r.currency] = r.total;
      byUser.set(r.user_id, sums);
    }
    const ledgerTotals: Sums = {};
    for (const r of await userLiabilities(tx)) ledgerTotals[r.currency] = r.total;

    const users = [...byUser.entries()].map(([userId, balances]) => ({
      userId,
      balances,
      salt: crypto.randomBytes(32).toString('hex'),
    }));
    // A negative user total (which the ledger's own rules forbid) makes buildTree throw: the
    // run fails and is retried rather than publishing a tree that hides a debt.
    const hashed = await Promise.all(
      users.map(async (u) => ({ ...u, userHash: await userHash(u.salt, u.userId) })),
    );
    const tree = await buildTree(hashed);
    const stored = await repo.insertSnapshot(tx, {
      day,
      root_hash: tree.root.hash,
      totals: tree.root.sums,
      ledger_totals: canonicalSums(ledgerTotals),
      leaf_count: users.length,
      depth: tree.levels.length,
      taken_at: takenAt,
    });
    if (!stored) throw new InvariantError(`liabilities snapshot ${day} was taken concurrently`);
    await repo.insertLeaves(
      tx,
      day,
      hashed.map((u, i) => ({
        user_id: u.userId,
        leaf_index: tree.indexOf[i]!,
        salt: u.salt,
        user_hash: u.userHash,
        balances: canonicalSums(u.balances),
      })),
    );
    await repo.insertNodes(tx, day, tree.levels);
    return { created: true, leaves: users.length, root: tree.root.hash };
  });
}

export function createLiabilitiesService(platform: Platform) {
  const { db, clock } = platform;

  const snapshotFor = async (day: string | undefined) => {
    const s = day ? await repo.snapshotByDay(db, day) : await repo.latestSnapshot(db);
    return s ?? (day ? fail('liabilities_no_snapshot') : null);
  };

  return {
    db,
    /** The snapshot of the platform clock's current day (what the job does). */
    snapshotToday: () =>
      takeSnapshot(db, clock.now().toISOString().slice(0, 10), clock.nowSeconds()),

    async root(day?: string): Promise<{ snapshot: LiabilityRoot | null }> {
      const s = await snapshotFor(day);
      return { snapshot: s ? toRoot(s) : null };
    },

    /** The user's own leaf and inclusion path; nobody else's is reachable from here. */
    async proof(userId: number, day?: string): Promise<LiabilityProof> {
      const s = (await snapshotFor(day)) ?? fail('liabilities_no_snapshot');
      const leaf = (await repo.leafOf(db, s.day, userId)) ?? fail('liabilities_not_included');
      const levels = s.depth - 1;
      const places: Array<[number, number]> = [[0, leaf.leaf_index]];
      for (let l = 0; l < levels; l++) places.push([l, (leaf.leaf_index >> l) ^ 1]);
      const nodes = await repo.nodesAt(db, s.day, places);
      const node = (l: number, i: number) =>
        must(nodes.get(`${l}:${i}`), `liabilities node ${s.day} ${l}:${i}`);
      return {
        version: 1,
        root: toRoot(s),
        leaf: {
          index: leaf.leaf_index,
          user_id: userId,
          salt: leaf.salt,
          user_hash: leaf.user_hash,
          balances: canonicalSums(leaf.balances),
          hash: node(0, leaf.leaf_index).hash,
        },
        path: Array.from({ length: levels }, (_, l) => {
          const sibling = node(l, (leaf.leaf_index >> l) ^ 1);
          return {
            side: ((leaf.leaf_index >> l) & 1) === 0 ? ('right' as const) : ('left' as const),
            hash: sibling.hash,
            sums: canonicalSums(sibling.sums),
          };
        }),
      };
    },
  };
}
