import { dailyKey, type JobDef } from '../../platform/jobs';

/**
 * Daily, keyed by the UTC day: pays the invite rebates of every finished day not paid yet.
 * Each (invitee, day, currency) is claimed before it is paid, so re-runs pay nothing twice.
 */
export function rebateJob(
  payDue: (today: string) => Promise<{ paid: number; total: string; more: boolean }>,
): JobDef {
  return {
    name: 'invite.rebate',
    checkEveryMs: 10 * 60_000,
    periodKey: dailyKey,
    async run({ now }) {
      const r = await payDue(dailyKey(now));
      // Not done: failing makes the scheduler run the day again; paid days are skipped.
      if (r.more) throw new Error(`paid ${r.paid} rebates, more are due`);
      return `paid ${r.paid} rebates, ${r.total}`;
    },
  };
}
