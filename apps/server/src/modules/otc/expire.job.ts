import type { JobDef } from '../../platform/jobs';

const minuteKey = (now: Date) => now.toISOString().slice(0, 16);

/** Cancels unpaid orders whose payment window has passed (each once: the order leaves `unpaid`). */
export function expireJob(expireDue: (now: number) => Promise<number>): JobDef {
  return {
    name: 'otc.expire',
    checkEveryMs: 15_000,
    periodKey: minuteKey,
    async run({ now }) {
      return `cancelled ${await expireDue(Math.floor(now.getTime() / 1000))}`;
    },
  };
}
