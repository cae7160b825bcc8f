import type { Db, Queryable } from '../../platform/db';
import * as repo from './deposits.repo';

/** A write of a watcher that no longer holds its chain's lease (another node took it over). */
export class LeaseLost extends Error {
  constructor(chain: string) {
    super(`chain ${chain}: the watcher's lease was taken over`);
  }
}

/**
 * One watcher per chain in a cluster: the `chain_leases` row names the node that watches it,
 * until `expires_at`. The owner renews it every poll; another node takes it only once it has
 * expired, with the generation one higher. Every write of the watcher checks the generation
 * in its own transaction (`fence`), so a former owner that was paused past its lease and
 * wakes up writes nothing.
 */
export class Lease {
  generation: number | null = null;

  constructor(
    private readonly db: Db,
    readonly chain: string,
    readonly node: string,
    private readonly ttlMs: number,
  ) {}

  /** Takes or renews the lease; false when another node holds it. */
  async acquire(): Promise<boolean> {
    this.generation = await repo.takeLease(this.db, {
      chain: this.chain,
      node: this.node,
      generation: this.generation,
      ttlMs: this.ttlMs,
    });
    return this.generation !== null;
  }

  /** Inside a write's transaction: locks the lease row and throws unless this owner still holds it. */
  async fence(tx: Queryable): Promise<void> {
    const held =
      this.generation !== null &&
      (await repo.holdsLease(tx, {
        chain: this.chain,
        node: this.node,
        generation: this.generation,
      }));
    if (!held) throw new LeaseLost(this.chain);
  }
}
