import type { JobDef } from '../../platform/jobs';

/** Each minute: decides the finished rounds whose ticks are logged; a re-run decides nothing twice. */
export function gameSettleJob(settleDue: () => Promise<number>): JobDef {
  return {
    name: 'game.settle',
    checkEveryMs: 20_000,
    periodKey: (now) => now.toISOString().slice(0, 16),
    async run() {
      return `settled ${await settleDue()}`;
    },
  };
}
