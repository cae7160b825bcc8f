import { hourlyKey, type JobDef } from '../../platform/jobs';

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
      const { rowCount } = await db.query(
        `DELETE FROM sessions WHERE id IN (
           SELECT id FROM sessions
            WHERE expires_at < now() - interval '30 days' OR revoked_at < now() - interval '30 days'
            LIMIT $1)`,
        [BATCH],
      );
      removed += rowCount ?? 0;
      if ((rowCount ?? 0) < BATCH) break;
    }
    return `removed ${removed}`;
  },
};
