import type { JobDef } from '../../platform/jobs';

/** Ten-second periods: the backstop behind the evaluation after each committed batch of ticks. */
const tenSecondKey = (now: Date) => String(Math.floor(now.getTime() / 10_000));

export function evaluateJob(evaluate: () => Promise<{ fired: number }>): JobDef {
  return {
    name: 'alerts.evaluate',
    checkEveryMs: 5_000,
    periodKey: tenSecondKey,
    async run() {
      return `fired ${(await evaluate()).fired} price alerts`;
    },
  };
}
