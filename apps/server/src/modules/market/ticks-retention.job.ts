import { hourlyKey, type JobDef } from '../../platform/jobs';
import { deleteTicksBefore } from './market.repo';

const BATCH = 20_000;
const BATCHES_MAX = 100;

/** Deletes ticks older than the retention window, in bounded batches. */
export function ticksRetentionJob(retentionHours: number): JobDef {
  return {
    name: 'market.ticks-retention',
    checkEveryMs: 10 * 60_000,
    periodKey: hourlyKey,
    async run({ db }) {
      const cutoff = Date.now() - retentionHours * 3_600_000;
      let removed = 0;
      for (let i = 0; i < BATCHES_MAX; i++) {
        const count = await deleteTicksBefore(db, cutoff, BATCH);
        removed += count;
        if (count < BATCH) break;
      }
      return `removed ${removed}`;
    },
  };
}
