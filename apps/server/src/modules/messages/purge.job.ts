import { dailyKey, type JobDef } from '../../platform/jobs';

/** Daily: messages past their keeping period go. A second run that day finds nothing left. */
export function purgeJob(purge: (now: Date) => Promise<number>): JobDef {
  return {
    name: 'messages.purge',
    checkEveryMs: 10 * 60_000,
    periodKey: dailyKey,
    async run(ctx) {
      return `removed ${await purge(ctx.now)}`;
    },
  };
}
