import { compareDecimals, type SpotDepth } from '@tidemark/contracts';
import {
  addDecimals,
  divideDecimals,
  multiplyDecimals,
  subtractDecimals,
} from '../../shared/format/decimal';

/** A point of the depth chart in the chart's own units (0–`width` across, 0–`height` down). */
export interface CurvePoint {
  x: number;
  y: number;
}

export interface DepthCurve {
  /** Cumulative bids from the best bid outwards (to the left), as a closed area. */
  bids: CurvePoint[];
  /** Cumulative asks from the best ask outwards (to the right), as a closed area. */
  asks: CurvePoint[];
  /** The price range drawn and the deepest cumulative quantity, for the axis labels. */
  low: string;
  high: string;
  deepest: string;
}

type Level = readonly [string, string];

function cumulative(levels: readonly Level[]): Array<[string, string]> {
  let running = '0';
  return levels.map(([price, amount]) => {
    running = addDecimals(running, amount);
    return [price, running];
  });
}

/**
 * The depth chart's two areas: for each side the quantity resting at that price or better, as
 * steps. Prices and quantities are summed and scaled as decimal strings; only the final
 * positions on the drawing become numbers. Null when a side is empty (no chart to draw).
 */
export function depthCurve(
  depth: Pick<SpotDepth, 'bids' | 'asks'>,
  width: number,
  height: number,
): DepthCurve | null {
  const bids = cumulative(depth.bids);
  const asks = cumulative(depth.asks);
  if (!bids.length || !asks.length) return null;
  const low = bids.at(-1)![0];
  const high = asks.at(-1)![0];
  const span = subtractDecimals(high, low);
  const bidTotal = bids.at(-1)![1];
  const askTotal = asks.at(-1)![1];
  const deepest = compareDecimals(bidTotal, askTotal) >= 0 ? bidTotal : askTotal;
  if (compareDecimals(span, '0') <= 0 || compareDecimals(deepest, '0') <= 0) return null;
  const x = (price: string) =>
    Number(divideDecimals(multiplyDecimals(subtractDecimals(price, low), String(width)), span, 2));
  const y = (qty: string) =>
    height - Number(divideDecimals(multiplyDecimals(qty, String(height)), deepest, 2));
  const steps = (rows: Array<[string, string]>, outward: number): CurvePoint[] => {
    const points: CurvePoint[] = [{ x: x(rows[0]![0]), y: height }];
    for (const [i, [price, total]] of rows.entries()) {
      points.push({ x: x(price), y: y(total) });
      const next = rows[i + 1];
      points.push({ x: next ? x(next[0]) : outward, y: y(total) });
    }
    points.push({ x: outward, y: height });
    return points;
  };
  return { bids: steps(bids, 0), asks: steps(asks, width), low, high, deepest };
}
