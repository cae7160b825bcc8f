import { hourlyKey, type JobDef } from '../../platform/jobs';

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
        const { rowCount } = await db.query(
          `DELETE FROM ticks WHERE ctid IN (SELECT ctid FROM ticks WHERE ts < $1 LIMIT $2)`,
          [cutoff, BATCH],
        );
        removed += rowCount ?? 0;
        if ((rowCount ?? 0) < BATCH) break;
      }
      return `removed ${removed}`;
    },
  };
}
