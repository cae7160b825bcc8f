import type pg from 'pg';
import type { Db } from '../../platform/db';
import * as repo from './spot.repo';

/**
 * Which pairs this node's engine owns. On PostgreSQL several nodes may run: one session keeps
 * an advisory lock per owned pair for the life of the process, so exactly one node matches a
 * pair. PGlite is one node, which owns every pair.
 */
export class PairOwnership {
  /**
   * The one session that keeps the locks (a lock belongs to the session that took it). Kept as
   * the promise of its connection: two pairs acquired at the same moment must share one session,
   * not open one each and lose track of the first (a client never released, which held its
   * pair's lock against this node's own session and made `pool.end()` wait forever).
   */
  private session: Promise<pg.PoolClient> | null = null;
  private owned = new Set<number>();
  /** Pairs another node held when this one asked: taking one later is a takeover. */
  private refused = new Set<number>();

  constructor(
    private readonly db: Db,
    private readonly onTakeover?: () => void,
  ) {}

  /** Whether this node owns the pair; takes it when no other node has it. */
  async acquire(instrumentId: number): Promise<boolean> {
    if (this.owned.has(instrumentId)) return true;
    if (this.db.kind === 'pglite') {
      this.owned.add(instrumentId);
      return true;
    }
    const session = (this.session ??= this.db.pool.connect());
    let client: pg.PoolClient;
    try {
      client = await session;
    } catch (err) {
      if (this.session === session) this.session = null;
      throw err;
    }
    const ok = await repo.tryLockPair(client, instrumentId);
    if (ok) {
      this.owned.add(instrumentId);
      if (this.refused.delete(instrumentId)) this.onTakeover?.();
    } else this.refused.add(instrumentId);
    return ok;
  }

  /** Ownership already taken (no database round trip). */
  isOwner(instrumentId: number): boolean {
    return this.owned.has(instrumentId);
  }

  /** The pairs this node owns now (metrics). */
  ownedPairs(): number[] {
    return [...this.owned];
  }

  /** Lets other nodes take the pairs (shutdown). */
  async release(): Promise<void> {
    const session = this.session;
    if (!session) return;
    this.session = null;
    this.owned.clear();
    const client = await session.catch(() => null);
    if (!client) return;
    await repo.unlockAllPairs(client).catch(() => undefined);
    client.release();
  }
}
