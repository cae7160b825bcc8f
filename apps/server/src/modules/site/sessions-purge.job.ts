import { hourlyKey, type JobDef } from '../../platform/jobs';
import { purgeOldSessions } from './site.repo';

const BATCH = 1000;
const BATCHES_PER_RUN_MAX = 50;

/** Deletes sessions that expired or were revoked more than 30 days ago, in bounded batches. */
export const sessionsPurgeJob: JobDef = {
  name: 'sessions.purge',
  checkEveryMs: 5 * 60_000,
  periodKey: hourlyKey,
  async run({ db }) {
    let removed = 0;
    for (let i = 0; i < BATCHES_PER_RUN_MAX; i++) {
      const count = await purgeOldSessions(db, BATCH);
      removed += count;
      if (count < BATCH) break;
    }
    return `removed ${removed}`;
  },
};
