import type { Finding, FindingKind } from './fuzz';

/**
 * KNOWN_UNTIL_MERGED: findings of the route probe that other branches fix (items 6, 7 and 8). The
 * probe still finds them, but does not fail on them, so this branch's suite stays green until
 * those fixes land. Empty this list after merging them: the probe then requires each to be gone.
 * An entry matches a finding of its kind on its route ('*': any route) whose request carries
 * the named feature ('*': any) and whose answer contains `answer`, when given.
 */
interface KnownFinding {
  item: string;
  route: string;
  kind: FindingKind;
  feature: string;
  answer?: string;
}

// Emptied when the fixes of items 6, 7 and 8 landed: the probe now requires each to be gone.
export const KNOWN_UNTIL_MERGED: KnownFinding[] = [];

const matches = (k: KnownFinding, f: Finding) =>
  (k.route === '*' || k.route === f.route) &&
  k.kind === f.kind &&
  (k.feature === '*' || f.features.includes(k.feature)) &&
  (k.answer === undefined || f.answer.includes(k.answer));

export const isKnown = (f: Finding) => KNOWN_UNTIL_MERGED.some((k) => matches(k, f));

/** One line per known entry: how many findings it absorbed, and on which routes. */
export function knownReport(findings: Finding[]): string[] {
  return KNOWN_UNTIL_MERGED.map((k) => {
    const hits = findings.filter((f) => matches(k, f));
    const routes = [...new Set(hits.map((f) => f.route))];
    const what = `item ${k.item} ${k.kind} ${k.route} [${k.feature}]${k.answer ? ` ${k.answer}` : ''}`;
    return `${what}: ${hits.length}${routes.length ? ` on ${routes.join(', ')}` : ' (not seen)'}`;
  });
}
