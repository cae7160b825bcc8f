import type { JobDef } from '../../platform/jobs';

/** A period per minute of the platform clock: phases follow the clock within a minute. */
const minuteKey = (now: Date) => now.toISOString().slice(0, 16);

/**
 * Moves each project's stored phase up to the clock: opens and closes subscription windows,
 * allocates ended ones and credits listed ones. Each step is idempotent, so a re-run or a
 * second node changes nothing.
 */
export function phasesJob(advanceAll: (now: number) => Promise<number>): JobDef {
  return {
    name: 'launchpad.phases',
    checkEveryMs: 15_000,
    periodKey: minuteKey,
    async run({ now }) {
      const n = await advanceAll(Math.floor(now.getTime() / 1000));
      return `advanced ${n} projects`;
    },
  };
}
