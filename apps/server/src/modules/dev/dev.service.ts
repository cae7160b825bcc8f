import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/module';
import type { MarketData } from '../market';

export type DevService = ReturnType<typeof createDevService>;

export function createDevService(
  platform: Pick<Platform, 'clock' | 'scheduler'>,
  market?: Pick<MarketData, 'script' | 'flush'>,
) {
  const { clock, scheduler } = platform;
  const state = () => ({ now: clock.nowSeconds(), jobs: scheduler.list() });
  return {
    clock: state,
    /**
     * Moves business time forward (for every node, through the database, once the clock is
     * shared), then runs every job this node owns once at the new time (as nodes would), unless
     * `runJobs` is false (a cluster soak: the owners' own checks find the new period).
     */
    async advance(seconds: number, runJobs = true) {
      await clock.advanceShared(seconds * 1000);
      if (!runJobs) return state();
      const runs: Record<string, string> = {};
      for (const job of scheduler.list()) runs[job] = await scheduler.runOnce(job);
      return { ...state(), runs };
    },
    /** With FEED=script: records one price at the business clock's time (loans journey). */
    async price(symbol: string, price: string) {
      const feed = market?.script ?? fail('not_found');
      feed.push(symbol, price, clock.nowMs());
      await market?.flush();
      return state();
    },
    /** Stops following the shared business time (the node is stopping). */
    stop() {
      clock.unshare();
    },
    async runJob(job: string) {
      if (!scheduler.list().includes(job)) fail('not_found');
      return { ...state(), runs: { [job]: await scheduler.runOnce(job) } };
    },
  };
}
