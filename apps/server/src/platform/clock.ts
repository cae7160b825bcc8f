import type { Db } from './db';

/** How often a node sharing its clock reads the shared offset again (services between ticks). */
const REFRESH_EVERY_MS = 1_000;

/**
 * The platform's clock for business days (earn income, launchpad phases, auctions, loans).
 * Production reads the system clock. With TEST_CLOCK=1 (never in production) a journey can
 * move it forward through `/api/dev/clock`, and every job and service that reads it sees the
 * same moved time; market ticks keep real time.
 *
 * A movable clock has two offsets: this process's own (`advance`, what tests move) and, once
 * `share` attaches the database, the one in `business_clock` that every node of a cluster reads
 * (`advanceShared` moves it; `refresh` reads it, which the scheduler does before each run).
 * `nowMs()` stays synchronous: it adds the offsets as last read.
 */
export class Clock {
  private localMs = 0;
  private sharedMs = 0;
  private db: Db | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(readonly movable = false) {}

  nowMs(): number {
    return Date.now() + this.localMs + this.sharedMs;
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  /** Unix seconds, as the wire has them. */
  nowSeconds(): number {
    return Math.floor(this.nowMs() / 1000);
  }

  /** Moves this process's clock forward (tests and TEST_CLOCK journeys only). */
  advance(ms: number): void {
    this.checkMove(ms);
    this.localMs += ms;
  }

  /**
   * Keeps the business time in the database from now on (TEST_CLOCK only): reads the shared
   * offset at once and again every second, so services between scheduler ticks follow too.
   */
  async share(db: Db): Promise<void> {
    if (!this.movable) throw new Error('this clock follows the system clock and is not shared');
    this.db = db;
    await this.refresh();
    if (!this.timer) {
      this.timer = setInterval(() => void this.refresh().catch(() => undefined), REFRESH_EVERY_MS);
      this.timer.unref();
    }
  }

  /** Stops reading the shared offset (the node is stopping); the last one read stays. */
  unshare(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.db = null;
  }

  /** Reads the shared offset again; nothing without a shared clock (production, most tests). */
  async refresh(): Promise<void> {
    const db = this.db;
    if (!db) return;
    const { rows } = await db.query<{ offset_ms: string }>(
      'SELECT offset_ms::text AS offset_ms FROM business_clock',
    );
    // The shared offset only grows: a read that began before this node moved it is not a step back.
    this.sharedMs = Math.max(this.sharedMs, Number(rows[0]?.offset_ms ?? 0));
  }

  /** Moves every sharing node's clock forward (this process's alone when it does not share). */
  async advanceShared(ms: number): Promise<void> {
    this.checkMove(ms);
    const db = this.db;
    if (!db) return this.advance(ms);
    const offset = await db.tx(async (tx) => {
      const { rows } = await tx.query<{ offset_ms: string }>(
        `INSERT INTO business_clock (id, offset_ms) VALUES (true, $1)
         ON CONFLICT (id) DO UPDATE
            SET offset_ms = business_clock.offset_ms + EXCLUDED.offset_ms, moved_at = now()
         RETURNING offset_ms::text AS offset_ms`,
        [ms],
      );
      return Number(rows[0]!.offset_ms);
    });
    this.sharedMs = Math.max(this.sharedMs, offset);
  }

  private checkMove(ms: number): void {
    if (!this.movable) throw new Error('this clock follows the system clock and cannot be moved');
    if (!Number.isSafeInteger(ms) || ms < 0) throw new Error(`cannot move the clock by ${ms} ms`);
  }
}
