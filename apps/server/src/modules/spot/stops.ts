import type { FastifyBaseLogger } from 'fastify';
import { SerialBatches } from '../../platform/coalesce';
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
  private readonly ticks = new SerialBatches<Tick>({
    walk: (batch) => this.evaluate(batch),
    onError: (err) => this.deps.log.error({ err }, 'spot stop triggers failed'),
  });

  constructor(
    private readonly deps: { db: Db; log: FastifyBaseLogger },
    private readonly engine: SpotEngine,
  ) {}

  /** From the market data, once `ticks` are in the tick log. */
  onRecorded(ticks: Tick[]): void {
    const spot = ticks.filter((t) => this.engine.pair(t.symbol));
    this.ticks.push(spot);
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
  idle(): Promise<void> {
    return this.ticks.idle();
  }

  stop(): Promise<void> {
    return this.ticks.stop();
  }
}
