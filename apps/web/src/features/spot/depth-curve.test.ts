import { describe, expect, it } from 'vitest';
import { depthCurve } from './depth-curve';

describe('depth chart curve', () => {
  it('steps each side outwards from the best price, scaled to the deeper side', () => {
    const curve = depthCurve(
      {
        bids: [
          ['99', '1'],
          ['98', '1'],
        ],
        asks: [
          ['101', '0.5'],
          ['102', '0.5'],
        ],
      },
      400,
      100,
    )!;
    expect(curve).toMatchObject({ low: '98', high: '102', deepest: '2' });
    // 98 → 0, 99 → 100, 101 → 300, 102 → 400; a quantity of 2 reaches the top (0).
    expect(curve.bids).toEqual([
      { x: 100, y: 100 },
      { x: 100, y: 50 },
      { x: 0, y: 50 },
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      { x: 0, y: 100 },
    ]);
    expect(curve.asks).toEqual([
      { x: 300, y: 100 },
      { x: 300, y: 75 },
      { x: 400, y: 75 },
      { x: 400, y: 50 },
      { x: 400, y: 50 },
      { x: 400, y: 100 },
    ]);
  });

  it('draws nothing while a side is empty', () => {
    expect(depthCurve({ bids: [], asks: [['1', '1']] }, 100, 100)).toBeNull();
  });
});
