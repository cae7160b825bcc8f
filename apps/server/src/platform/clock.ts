/**
 * The platform's clock for business days (earn income, launchpad phases, auctions, loans).
 * Production reads the system clock. With TEST_CLOCK=1 (never in production) a journey can
 * move it forward through `/api/dev/clock`, and every job and service that reads it sees the
 * same moved time; market ticks keep real time.
 */
export class Clock {
  private offsetMs = 0;

  constructor(readonly movable = false) {}

  nowMs(): number {
    return Date.now() + this.offsetMs;
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  /** Unix seconds, as the wire has them. */
  nowSeconds(): number {
    return Math.floor(this.nowMs() / 1000);
  }

  /** Moves the clock forward (tests and TEST_CLOCK journeys only). */
  advance(ms: number): void {
    if (!this.movable) throw new Error('this clock follows the system clock and cannot be moved');
    if (!Number.isSafeInteger(ms) || ms < 0) throw new Error(`cannot move the clock by ${ms} ms`);
    this.offsetMs += ms;
  }
}
