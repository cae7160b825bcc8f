import { compareDecimals } from '@tidemark/contracts';
import {
  addDecimals,
  ceilToStep,
  decimalsOf,
  floorToStep,
  multiplyDecimals,
} from '../../shared/format/decimal';

type Level = readonly [string, string];

/** How many ticks one group of the book's grouping selector spans, finest first. */
const GROUP_TICKS = ['1', '10', '100', '1000'] as const;

/** The grouping choices of a pair: its tick, then 10, 100 and 1000 ticks (exact decimals). */
export function groupSteps(tick: string): string[] {
  return GROUP_TICKS.map((n) => multiplyDecimals(tick, n));
}

/** Decimals a grouped price is shown with: the pair's, or fewer when the group is coarser. */
export function groupDecimals(step: string, priceDecimals: number): number {
  return Math.min(decimalsOf(step), priceDecimals);
}

/**
 * One side of the book with its levels gathered into groups of `step`, best first: a bid is
 * counted at its price rounded down to the group (it is willing to pay at least that), an ask
 * at its price rounded up (it asks at most that), so a group never shows a price better than
 * any order in it. Amounts are added exactly; levels that fall in one group become one.
 */
export function groupLevels(
  levels: readonly Level[],
  side: 'bid' | 'ask',
  step: string,
): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [price, amount] of levels) {
    const grouped = side === 'bid' ? floorToStep(price, step) : ceilToStep(price, step);
    const last = out.at(-1);
    if (last && compareDecimals(last[0], grouped) === 0) last[1] = addDecimals(last[1], amount);
    else out.push([grouped, amount]);
  }
  return out;
}
