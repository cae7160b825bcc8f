import type pg from 'pg';
import type { Db } from '../../platform/db';
import * as repo from './spot.repo';

/**
 * Which pairs this node's engine owns. On PostgreSQL several nodes may run: one session keeps
 * an advisory lock per owned pair for the life of the process, so exactly one node matches a
 * pair. PGlite is one node, which owns every pair.
 */
export class PairOwnership {
  /** The one session that keeps the locks (a lock belongs to the session that took it). */
  private session: pg.PoolClient | null = null;
  private owned = new Set<number>();

  constructor(private readonly db: Db) {}

  /** Whether this node owns the pair; takes it when no other node has it. */
  async acquire(instrumentId: number): Promise<boolean> {
    if (this.owned.has(instrumentId)) return true;
    if (this.db.kind === 'pglite') {
      this.owned.add(instrumentId);
      return true;
    }
    if (!this.session) this.session = await this.db.pool.connect();
    const ok = await repo.tryLockPair(this.session, instrumentId);
    if (ok) this.owned.add(instrumentId);
    return ok;
  }

  /** Ownership already taken (no database round trip). */
  isOwner(instrumentId: number): boolean {
    return this.owned.has(instrumentId);
  }

  /** Lets other nodes take the pairs (shutdown). */
  async release(): Promise<void> {
    if (!this.session) return;
    await repo.unlockAllPairs(this.session).catch(() => undefined);
    this.session.release();
    this.session = null;
  }
}
