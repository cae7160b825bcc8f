import { dailyKey, type JobDef } from '../../platform/jobs';
import { payDaysBefore } from './earn.payout';
import type { Deps } from './earn.shared';

/**
 * Earn income, keyed by the UTC day it runs on: pays every order every complete day before
 * it that is still unpaid, with that day's date. Each (order, day) is claimed before it is
 * paid, so a second run, a late run or two nodes at once pay nothing twice; days no node ran
 * are found from each order's next unpaid day, however far back.
 */
export function dailyIncomeJob(deps: Deps): JobDef {
  return {
    name: 'earn.daily',
    checkEveryMs: 60_000,
    periodKey: dailyKey,
    async run({ periodKey }) {
      const r = await payDaysBefore(deps, periodKey);
      // Not done: failing the run makes the scheduler run the day again; paid days are skipped.
      if (r.more) throw new Error(`paid ${r.records} income records, more are due`);
      return `paid ${r.records} income records`;
    },
  };
}
