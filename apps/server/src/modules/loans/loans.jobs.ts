import type { JobDef } from '../../platform/jobs';

const hourKey = (now: Date) => now.toISOString().slice(0, 13);
/** Ten-second periods: margin calls and liquidations follow recorded prices closely. */
const tenSecondKey = (now: Date) => String(Math.floor(now.getTime() / 10_000));
const seconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** Hour-keyed: charges every hour passed since the last charge (missed hours too). */
export function interestJob(charge: (now: number) => Promise<number>): JobDef {
  return {
    name: 'loans.interest',
    checkEveryMs: 60_000,
    periodKey: hourKey,
    async run({ now }) {
      return `charged ${await charge(seconds(now))} loan-hours`;
    },
  };
}

export function riskJob(
  check: (now: number) => Promise<{ called: number; liquidated: number }>,
): JobDef {
  return {
    name: 'loans.risk',
    checkEveryMs: 5_000,
    periodKey: tenSecondKey,
    async run({ now }) {
      const r = await check(seconds(now));
      return `margin calls ${r.called}, liquidated ${r.liquidated}`;
    },
  };
}
