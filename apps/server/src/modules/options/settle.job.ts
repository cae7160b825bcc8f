import type { JobDef } from '../../platform/jobs';

/** A period per minute: the job is the safety net; the settle timer gives promptness. */
export const minuteKey = (now: Date) => now.toISOString().slice(0, 16);

/**
 * Settles due seconds orders from the tick log, in bounded batches. Re-running it (or running
 * it beside the timer) changes nothing: each order settles once, in its own transaction.
 */
export function settleJob(settleDue: () => Promise<{ settled: number; waiting: number }>): JobDef {
  return {
    name: 'options.settle',
    checkEveryMs: 15_000,
    periodKey: minuteKey,
    async run() {
      const { settled, waiting } = await settleDue();
      return `settled ${settled}, waiting ${waiting}`;
    },
  };
}
