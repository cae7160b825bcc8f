import type { Db, Queryable } from './db';

/** A write of an owner that no longer holds its lease (it ran out, or another node took it). */
export class LeaseLost extends Error {
  constructor(readonly lease: string) {
    super(`lease ${lease}: this node no longer holds it`);
  }
}

/**
 * How often a holder renews a lease of `leaseMs`, and a node that waits for it tries to take it:
 * four times per lease, so a live owner's lease never runs out for one late renewal, and a dead
 * owner's is taken within 1.25 leases.
 */
export const renewEveryMs = (leaseMs: number) => Math.max(50, leaseMs / 4);

/** What `acquire` found: a new term of this node, the same term renewed, or another node's lease. */
export type LeaseTerm = 'taken' | 'renewed' | 'held_elsewhere';

/**
 * One owner across the cluster for a named piece of work: the `leases` row names the node that
 * does it until `expires_at`. The owner renews it several times per lease; another node takes
 * it only once it has expired (or was released), with the generation one higher. Every write
 * of the owner checks the generation in its own transaction (`fence`), so a former owner that
 * was paused past its lease and wakes up writes nothing. On one node (PGlite) it is always
 * that node's.
 */
export class Lease {
  private generation: number | null = null;

  constructor(
    private readonly db: Db,
    readonly name: string,
    readonly node: string,
    readonly ttlMs: number,
    /** Called when this node takes the lease from another node that did not release it (metrics). */
    private readonly onTakeover?: () => void,
  ) {}

  /** Whether this node held the lease at its last acquire (its writes are still fenced). */
  get held(): boolean {
    return this.generation !== null;
  }

  /**
   * Renews this node's term, or takes the lease when it has expired: a new term (generation
   * one higher) whenever this node's own term ran out or was lost, so its owner starts over.
   */
  async acquire(): Promise<LeaseTerm> {
    // The previous owner is read from the statement's snapshot, before its own write; one that
    // released the lease handed it over (no takeover).
    const { rows } = await this.db.query<{ generation: string; previous: string | null }>(
      `WITH prev AS (SELECT node FROM leases WHERE name = $1 AND expires_at <> '-infinity')
       INSERT INTO leases AS l (name, node, generation, expires_at)
            VALUES ($1, $2, 1, now() + $3 * interval '1 millisecond')
       ON CONFLICT (name) DO UPDATE SET
            node = EXCLUDED.node,
            generation = CASE WHEN l.expires_at >= now() THEN l.generation ELSE l.generation + 1 END,
            expires_at = EXCLUDED.expires_at
        WHERE (l.node = EXCLUDED.node AND l.generation = $4::bigint AND l.expires_at >= now())
           OR l.expires_at < now()
       RETURNING generation, (SELECT node FROM prev) AS previous`,
      [this.name, this.node, this.ttlMs, this.generation],
    );
    const row = rows[0];
    if (!row) {
      this.generation = null;
      return 'held_elsewhere';
    }
    const generation = Number(row.generation);
    const renewed = generation === this.generation;
    this.generation = generation;
    if (!renewed && row.previous !== null && row.previous !== this.node) this.onTakeover?.();
    return renewed ? 'renewed' : 'taken';
  }

  /** Inside a write's transaction: locks the lease row and throws unless this term still holds it. */
  async fence(tx: Queryable): Promise<void> {
    const held =
      this.generation !== null &&
      (
        await tx.query(
          `SELECT 1 FROM leases
            WHERE name = $1 AND node = $2 AND generation = $3 AND expires_at > now()
              FOR UPDATE`,
          [this.name, this.node, this.generation],
        )
      ).rows.length > 0;
    if (!held) throw new LeaseLost(this.name);
  }

  /** Hands the lease over now: it expires at once (the generation stays, the next term is higher). */
  async release(): Promise<void> {
    if (this.generation === null) return;
    const generation = this.generation;
    this.generation = null;
    await this.db.query(
      `UPDATE leases SET expires_at = '-infinity'
        WHERE name = $1 AND node = $2 AND generation = $3`,
      [this.name, this.node, generation],
    );
  }
}
