import { dailyKey, type JobDef } from '../../platform/jobs';
import type { Liabilities } from './liabilities.service';
import { takeSnapshot } from './liabilities.service';

/**
 * The daily snapshot, keyed by the platform clock's UTC day. A snapshot is the books at the
 * moment it is read, so a day no node ran is not made up afterwards: the first check after
 * start-up (or after a failed run) takes the current day's, and a day already taken is kept.
 */
export function snapshotJob(liabilities: Liabilities): JobDef {
  return {
    name: 'liabilities.snapshot',
    checkEveryMs: 60_000,
    periodKey: dailyKey,
    async run({ periodKey, now }) {
      const r = await takeSnapshot(
        liabilities.db,
        liabilities.sources,
        periodKey,
        Math.floor(now.getTime() / 1000),
      );
      return `${r.created ? 'took' : 'kept'} ${periodKey}: ${r.leaves} leaves, root ${r.root}`;
    },
  };
}
