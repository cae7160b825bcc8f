import type { JobDef } from '../../platform/jobs';

/** A period per minute: each run settles whatever is due at the clock's time. */
const minuteKey = (now: Date) => now.toISOString().slice(0, 16);

/**
 * Ends auctions, expires unpaid payment orders, takes ended fixed-price listings off the
 * market and reveals the seeds of ended blind-box series. Re-running changes nothing: each
 * step re-checks its row under a lock and every journal has its own key.
 */
export function nftSettleJob(
  settleDue: () => Promise<{
    auctions: number;
    expired: number;
    unsold: number;
    revealed: number;
    failed: number;
  }>,
): JobDef {
  return {
    name: 'nft.settle',
    checkEveryMs: 15_000,
    periodKey: minuteKey,
    async run() {
      const r = await settleDue();
      return `auctions ${r.auctions}, expired ${r.expired}, unsold ${r.unsold}, revealed ${r.revealed}, failed ${r.failed}`;
    },
  };
}
