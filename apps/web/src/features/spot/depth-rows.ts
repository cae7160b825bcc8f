import { SPOT_DEPTH_LEVELS, compareDecimals, type SpotDepth } from '@tidemark/contracts';
import { addDecimals, divideDecimals, multiplyDecimals } from '../../shared/format/decimal';

/** One row of the order book: a level with the quantity resting up to it and its bar length. */
export interface DepthRow {
  price: string;
  amount: string;
  /** Quantity of this level and every better one. */
  cumulative: string;
  /** The cumulative quantity as a share of the deeper side, '0'–'100' (one decimal). */
  barPercent: string;
}

type Level = readonly [string, string];

function cumulate(levels: readonly Level[]): Array<Omit<DepthRow, 'barPercent'>> {
  let running = '0';
  return levels.map(([price, amount]) => {
    running = addDecimals(running, amount);
    return { price, amount, cumulative: running };
  });
}

function withBars(rows: Array<Omit<DepthRow, 'barPercent'>>, deepest: string): DepthRow[] {
  return rows.map((row) => ({
    ...row,
    barPercent:
      compareDecimals(deepest, '0') > 0
        ? divideDecimals(multiplyDecimals(row.cumulative, '100'), deepest, 1, 'down')
        : '0',
  }));
}

/**
 * The two sides as drawn: asks from the highest shown down to the best (so the best ask sits
 * next to the last price), bids from the best down. Bars are scaled to the deeper side, so
 * both sides compare at a glance.
 */
export function bookSides(
  depth: Pick<SpotDepth, 'asks' | 'bids'>,
  levels = SPOT_DEPTH_LEVELS,
): { asks: DepthRow[]; bids: DepthRow[] } {
  const asks = cumulate(depth.asks.slice(0, levels));
  const bids = cumulate(depth.bids.slice(0, levels));
  const askTotal = asks.at(-1)?.cumulative ?? '0';
  const bidTotal = bids.at(-1)?.cumulative ?? '0';
  const deepest = compareDecimals(askTotal, bidTotal) >= 0 ? askTotal : bidTotal;
  return { asks: withBars(asks, deepest).reverse(), bids: withBars(bids, deepest) };
}
