import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db';
import type { Tick } from '../market';
import type { SpotEngine } from './engine';
import * as repo from './spot.repo';

/**
 * Stop-limit triggers, from recorded prices only (as the contracts' TP/SL): after each flush of
 * the market data has committed its ticks to the tick log, the waiting stop-limit orders those
 * ticks reached are triggered in one statement that stores, for each, the first tick that
 * reached it; then the engine takes them as limit orders. Nobody else triggers an order. The
 * walk is serial: ticks arriving meanwhile wait for the next one.
 */
export class StopTriggers {
  private pending: Tick[] = [];
  private draining = false;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly deps: { db: Db; log: FastifyBaseLogger },
    private readonly engine: SpotEngine,
  ) {}

  /** From the market data, once `ticks` are in the tick log. */
  onRecorded(ticks: Tick[]): void {
    const spot = ticks.filter((t) => this.engine.pair(t.symbol));
    if (this.stopped || !spot.length) return;
    this.pending.push(...spot);
    if (!this.draining) this.running = this.drain();
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.pending.length && !this.stopped) {
        const batch = this.pending;
        this.pending = [];
        await this.evaluate(batch).catch((err: unknown) =>
          this.deps.log.error({ err }, 'spot stop triggers failed'),
        );
      }
    } finally {
      this.draining = false;
    }
  }

  private async evaluate(ticks: Tick[]): Promise<void> {
    const triggered = await repo.triggerStops(
      this.deps.db,
      ticks.map((t) => ({
        instrumentId: this.engine.pair(t.symbol)!.instrument_id,
        price: t.price,
        ts: t.ts,
      })),
    );
    for (const instrumentId of triggered) {
      const pair = this.engine.pairs().find((p) => p.instrument_id === instrumentId);
      // Another node owning the pair takes them on its next poll.
      if (pair) await this.engine.run(pair.symbol).catch(() => false);
    }
  }

  /** Resolves when every tick recorded so far has been walked (and its orders taken here). */
  async idle(): Promise<void> {
    while (this.draining) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.idle();
  }
}
