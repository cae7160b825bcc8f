import type { Queryable } from '../../platform/db';
import type { Sums, TreeNode } from '@tidemark/contracts';

export interface SnapshotRow {
  day: string;
  root_hash: string;
  totals: Sums;
  ledger_totals: Sums;
  leaf_count: number;
  depth: number;
  taken_at: number;
}

export interface LeafRow {
  user_id: number;
  leaf_index: number;
  salt: string;
  user_hash: string;
  balances: Sums;
}

/** Rows per INSERT when a tree is stored (parameters stay arrays, so this only bounds memory). */
const CHUNK = 2000;

/** Must be the transaction's first statement: every read after it sees one moment of the books. */
export async function repeatableRead(tx: Queryable): Promise<void> {
  await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
}

const SNAPSHOT_COLUMNS = `day, root_hash, totals, ledger_totals, leaf_count, depth, taken_at`;

export async function snapshotByDay(q: Queryable, day: string): Promise<SnapshotRow | null> {
  const { rows } = await q.query<SnapshotRow>(
    `SELECT ${SNAPSHOT_COLUMNS} FROM liability_snapshots WHERE day = $1`,
    [day],
  );
  return rows[0] ?? null;
}

export async function latestSnapshot(q: Queryable): Promise<SnapshotRow | null> {
  const { rows } = await q.query<SnapshotRow>(
    `SELECT ${SNAPSHOT_COLUMNS} FROM liability_snapshots ORDER BY day DESC LIMIT 1`,
  );
  return rows[0] ?? null;
}

/** Inserts the snapshot unless the day has one; false when it had. */
export async function insertSnapshot(q: Queryable, s: SnapshotRow): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO liability_snapshots (${SNAPSHOT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (day) DO NOTHING`,
    [
      s.day,
      s.root_hash,
      JSON.stringify(s.totals),
      JSON.stringify(s.ledger_totals),
      s.leaf_count,
      s.depth,
      s.taken_at,
    ],
  );
  return rowCount === 1;
}

export async function insertLeaves(q: Queryable, day: string, leaves: LeafRow[]): Promise<void> {
  for (let i = 0; i < leaves.length; i += CHUNK) {
    const part = leaves.slice(i, i + CHUNK);
    await q.query(
      `INSERT INTO liability_leaves (day, user_id, leaf_index, salt, user_hash, balances)
       SELECT $1, * FROM unnest($2::bigint[], $3::int[], $4::text[], $5::text[], $6::jsonb[])`,
      [
        day,
        part.map((l) => l.user_id),
        part.map((l) => l.leaf_index),
        part.map((l) => l.salt),
        part.map((l) => l.user_hash),
        part.map((l) => JSON.stringify(l.balances)),
      ],
    );
  }
}

export async function insertNodes(
  q: Queryable,
  day: string,
  levels: readonly TreeNode[][],
): Promise<void> {
  const all = levels.flatMap((level, l) => level.map((n, i) => ({ l, i, n })));
  for (let i = 0; i < all.length; i += CHUNK) {
    const part = all.slice(i, i + CHUNK);
    await q.query(
      `INSERT INTO liability_nodes (day, level, idx, hash, sums)
       SELECT $1, * FROM unnest($2::smallint[], $3::int[], $4::text[], $5::jsonb[])`,
      [
        day,
        part.map((x) => x.l),
        part.map((x) => x.i),
        part.map((x) => x.n.hash),
        part.map((x) => JSON.stringify(x.n.sums)),
      ],
    );
  }
}

export async function leafOf(q: Queryable, day: string, userId: number): Promise<LeafRow | null> {
  const { rows } = await q.query<LeafRow>(
    `SELECT user_id, leaf_index, salt, user_hash, balances FROM liability_leaves
      WHERE day = $1 AND user_id = $2`,
    [day, userId],
  );
  return rows[0] ? { ...rows[0], user_id: Number(rows[0].user_id) } : null;
}

/** The nodes at the given (level, index) places, keyed `level:index`. */
export async function nodesAt(
  q: Queryable,
  day: string,
  places: ReadonlyArray<readonly [number, number]>,
): Promise<Map<string, TreeNode>> {
  const { rows } = await q.query<{ level: number; idx: number; hash: string; sums: Sums }>(
    `SELECT n.level, n.idx, n.hash, n.sums FROM liability_nodes n
       JOIN unnest($2::smallint[], $3::int[]) AS w(level, idx) ON w.level = n.level AND w.idx = n.idx
      WHERE n.day = $1`,
    [day, places.map((p) => p[0]), places.map((p) => p[1])],
  );
  return new Map(rows.map((r) => [`${r.level}:${r.idx}`, { hash: r.hash, sums: r.sums }]));
}
