import type { JobDef } from '../../platform/jobs';

const minuteKey = (now: Date) => now.toISOString().slice(0, 16);

/** Settles due dual orders from the tick log; idempotent (each order settles once). */
export function settleJob(
  settleDue: (now: number) => Promise<{ settled: number; waiting: number }>,
): JobDef {
  return {
    name: 'dual.settle',
    checkEveryMs: 30_000,
    periodKey: minuteKey,
    async run({ now }) {
      const r = await settleDue(Math.floor(now.getTime() / 1000));
      return `settled ${r.settled}, waiting ${r.waiting}`;
    },
  };
}
