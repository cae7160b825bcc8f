import type { Db, Tx } from './db';

/** How often one item alone is tried again after a transient database error. */
const TRANSIENT_RETRIES = 3;
/** PostgreSQL: deadlock detected, serialization failure, unique violation. */
const TRANSIENT_CODES = new Set(['40P01', '40001', '23505']);
const isTransient = (err: unknown) =>
  typeof err === 'object' &&
  err !== null &&
  TRANSIENT_CODES.has(String((err as { code?: unknown }).code));

/** What one item of a batch came to: its value, or the error its caller gets. */
export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface GroupCommitOptions<I> {
  /** How long the first item of a batch waits for others to join it. */
  windowMs: number;
  /** A batch this full goes at once. 1 commits every item alone (the one-at-a-time path). */
  maxSize: number;
  /** Batches committing at the same time; later items gather into the next batch meanwhile. */
  maxInFlight: number;
  /**
   * Items with the same key never share a batch: the second one starts the next batch, so it
   * sees what the first one came to, as it would one at a time (a repeated idempotency key).
   */
  keyOf?: (item: I) => string | null;
}

/**
 * Group commit: items submitted within a short window share ONE transaction, and each
 * caller is answered only once that transaction has committed. `run` writes the whole batch
 * and says per item what happened; an item it refuses (an outcome with an error) must leave
 * nothing behind in the transaction, so the others still commit. If the batch as a whole
 * fails, each of its items is tried again alone, so one item's unexpected failure never
 * fails its neighbours.
 */
export class GroupCommit<I, R> {
  private queue: Array<{ item: I; resolve: (v: R) => void; reject: (e: unknown) => void }> = [];
  private timer: NodeJS.Timeout | null = null;
  private inFlight = 0;
  private idle: Array<() => void> = [];

  constructor(
    private readonly db: Db,
    private readonly run: (tx: Tx, items: I[]) => Promise<Array<Outcome<R>>>,
    private readonly opts: GroupCommitOptions<I>,
  ) {}

  submit(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves once nothing is queued or committing (shutdown, tests). */
  async drain(): Promise<void> {
    while (this.queue.length || this.inFlight) {
      await new Promise<void>((r) => this.idle.push(r));
    }
  }

  private schedule(): void {
    if (this.inFlight >= this.opts.maxInFlight) return; // the end of a batch picks the queue up
    if (this.queue.length >= this.opts.maxSize || this.opts.windowMs <= 0) {
      this.flush();
    } else if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.flush();
      }, this.opts.windowMs);
    }
  }

  private flush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    while (this.queue.length && this.inFlight < this.opts.maxInFlight) {
      const batch = this.take();
      this.inFlight++;
      void this.commit(batch).finally(() => {
        this.inFlight--;
        // What queued while this batch committed has waited long enough: it goes now.
        if (this.queue.length) this.flush();
        else if (!this.inFlight) for (const wake of this.idle.splice(0)) wake();
      });
    }
  }

  private take(): typeof this.queue {
    const batch: typeof this.queue = [];
    const keys = new Set<string>();
    while (this.queue.length && batch.length < this.opts.maxSize) {
      const key = this.opts.keyOf?.(this.queue[0]!.item) ?? null;
      if (key !== null) {
        if (keys.has(key)) break;
        keys.add(key);
      }
      batch.push(this.queue.shift()!);
    }
    return batch;
  }

  private async commit(batch: typeof this.queue, attempt = 0): Promise<void> {
    let outcomes: Array<Outcome<R>>;
    try {
      outcomes = await this.db.tx((tx) =>
        this.run(
          tx,
          batch.map((b) => b.item),
        ),
      );
    } catch (err) {
      if (batch.length === 1) {
        // A deadlock, a serialization failure or a key another transaction committed meanwhile:
        // a fresh attempt sees what that transaction did (e.g. answers the replayed order).
        if (attempt < TRANSIENT_RETRIES && isTransient(err)) return this.commit(batch, attempt + 1);
        batch[0]!.reject(err);
        return;
      }
      // Which item broke the batch is unknown: each goes again in its own transaction.
      for (const one of batch) await this.commit([one]);
      return;
    }
    for (const [i, b] of batch.entries()) {
      const o = outcomes[i];
      if (!o) b.reject(new Error('group commit: no outcome for an item'));
      else if (o.ok) b.resolve(o.value);
      else b.reject(o.error);
    }
  }
}
