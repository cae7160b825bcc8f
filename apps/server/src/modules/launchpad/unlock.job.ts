import { dailyKey, type JobDef } from '../../platform/jobs';

/**
 * The daily unlock, keyed by the UTC day it runs for. Tokens unlock at a UTC midnight; the
 * run of a day releases every lock due by that day's start, so days no node ran are covered
 * by the next run, and each release is keyed by its order (a second run releases nothing).
 */
export function unlockJob(
  unlockDay: (day: string) => Promise<{ unlocked: number; more: boolean }>,
): JobDef {
  return {
    name: 'launchpad.unlock',
    checkEveryMs: 60_000,
    periodKey: dailyKey,
    async run({ periodKey }) {
      const r = await unlockDay(periodKey);
      // Not done: failing makes the scheduler run the day again; released orders are skipped.
      if (r.more) throw new Error(`unlocked ${r.unlocked}, more are due for ${periodKey}`);
      return `unlocked ${r.unlocked}`;
    },
  };
}
