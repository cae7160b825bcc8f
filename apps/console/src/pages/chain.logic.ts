import { CHAIN_DEPOSIT_STATUSES } from '@tidemark/contracts';

/** What the chain page filters, counts and sends, kept pure. */

type DepositFilter = (typeof CHAIN_DEPOSIT_STATUSES)[number] | 'all';
export const DEPOSIT_FILTERS: readonly DepositFilter[] = ['all', ...CHAIN_DEPOSIT_STATUSES];

/** The deposits list's query: every status unless one is picked. */
export const depositQuery = (status: DepositFilter) => (status === 'all' ? {} : { status });

/** A height or a lag the node may not know yet. */
export const orDash = (n: number | null) => (n === null ? '—' : String(n));

/** An alert is open until an operator resolves it. */
export const alertOpen = (a: { resolved_at: number | null }) => a.resolved_at === null;

/** A resolution is written in two characters at least (spaces around do not count). */
export const resolutionReady = (resolution: string) => resolution.trim().length >= 2;

/** What resolving an alert sends: its id, the trimmed resolution, whether the hold lifts. */
export const resolvePayload = (id: number, resolution: string, releaseHold: boolean) => ({
  id,
  resolution: resolution.trim(),
  release_hold: releaseHold,
});

/**
 * An alert's evidence as lines a person reads: each field on its own line, nested objects (the
 * block before and after a re-org) labelled with their path.
 */
export function evidenceLines(detail: unknown, prefix = ''): Array<[string, string]> {
  if (detail === null || typeof detail !== 'object') return [[prefix || '—', String(detail)]];
  const lines: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(detail)) {
    const label = prefix ? `${prefix} › ${key}` : key;
    if (value !== null && typeof value === 'object') lines.push(...evidenceLines(value, label));
    else lines.push([label, value === null ? '—' : String(value)]);
  }
  return lines;
}
