import type { FastifyBaseLogger } from 'fastify';

export interface SettleTimerOptions {
  /** Run settlement this long after an expiry: the market writes its ticks to the log every second. */
  graceMs: number;
  /** While orders wait for a close tick, look again after this long, doubling up to `retryMaxMs`. */
  retryMs: number;
  retryMaxMs: number;
}

export const SETTLE_TIMER_DEFAULTS: SettleTimerOptions = {
  graceMs: 1200,
  retryMs: 1000,
  retryMaxMs: 15_000,
};

/**
 * Promptness on top of the settlement job: one timer armed for the earliest expiry of an open
 * order on this node, so a 30 s order settles about a second after its close tick is logged.
 * Settlement itself is idempotent; the job settles whatever the timer misses (a restart).
 */
export class SettleTimer {
  private timer: NodeJS.Timeout | null = null;
  private armedAt = Number.POSITIVE_INFINITY;
  private running = false;
  private active = false;
  private retryMs: number;

  constructor(
    private readonly deps: {
      run(): Promise<{ settled: number; waiting: number }>;
      nextExpiry(): Promise<number | null>;
      clock(): number;
      log: FastifyBaseLogger;
    },
    private readonly options: SettleTimerOptions = SETTLE_TIMER_DEFAULTS,
  ) {
    this.retryMs = options.retryMs;
  }

  /** Arms the timer for the open orders already in the database (after a restart). */
  async start(): Promise<void> {
    this.active = true;
    const next = await this.deps.nextExpiry();
    if (next !== null) this.wake(next);
  }

  /** An order expires at `atMs`: make sure the timer fires soon after. */
  wake(atMs: number): void {
    if (!this.active) return;
    this.armBy(atMs + this.options.graceMs);
  }

  /** Makes the timer fire by `at` (it may already fire earlier). */
  private armBy(at: number): void {
    if (at >= this.armedAt) return;
    if (this.timer) clearTimeout(this.timer);
    this.armedAt = at;
    this.timer = setTimeout(() => void this.fire(), Math.max(0, at - this.deps.clock()));
    this.timer.unref();
  }

  private async fire(): Promise<void> {
    this.timer = null;
    this.armedAt = Number.POSITIVE_INFINITY;
    if (this.running || !this.active) return;
    this.running = true;
    try {
      const { settled, waiting } = await this.deps.run();
      if (settled) this.retryMs = this.options.retryMs;
      if (waiting) {
        this.armBy(this.deps.clock() + this.retryMs);
        this.retryMs = Math.min(this.retryMs * 2, this.options.retryMaxMs);
        return;
      }
      this.retryMs = this.options.retryMs;
      const next = await this.deps.nextExpiry();
      if (next !== null) this.wake(next);
    } catch (err) {
      this.deps.log.error({ err }, 'seconds option settlement timer failed');
      this.armBy(this.deps.clock() + this.options.retryMaxMs);
    } finally {
      this.running = false;
    }
  }

  stop(): void {
    this.active = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
