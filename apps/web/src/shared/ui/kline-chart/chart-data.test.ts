import { describe, expect, it } from 'vitest';
import {
  axisPrice,
  chartBarFromHistory,
  movingAverage,
  withLiveBar,
  type ChartBar,
} from './chart-data';

const bar = (time: number, close: number): ChartBar => ({
  time,
  open: close,
  high: close,
  low: close,
  close,
  volume: 1,
});

describe('chart data', () => {
  it('averages the last n closes and starts once n bars exist', () => {
    const bars = [1, 2, 3, 4, 5].map((close, index) => bar(index * 60, close));
    expect(movingAverage(bars, 3)).toEqual([
      { time: 120, value: 2 },
      { time: 180, value: 3 },
      { time: 240, value: 4 },
    ]);
    expect(movingAverage(bars.slice(0, 2), 3)).toEqual([]);
  });

  it('replaces the forming bar, appends a new one and ignores an older one', () => {
    const bars = [bar(0, 1), bar(60, 2)];
    expect(withLiveBar(bars, bar(60, 5))?.map((b) => b.close)).toEqual([1, 5]);
    expect(withLiveBar(bars, bar(120, 7))?.map((b) => b.close)).toEqual([1, 2, 7]);
    expect(withLiveBar(bars, bar(0, 9))).toBeNull();
    expect(withLiveBar([], bar(0, 9))).toEqual([bar(0, 9)]);
  });

  it('converts a history bar at the edge, time in seconds', () => {
    expect(
      chartBarFromHistory({
        id: 1_700_000_000,
        open: '1.5',
        close: '2.25',
        high: '3',
        low: '1',
        vol: '10.5',
        amount: '10.5',
        time: 1_700_000_000_000,
      }),
    ).toEqual({ time: 1_700_000_000, open: 1.5, high: 3, low: 1, close: 2.25, volume: 10.5 });
  });

  it('labels the price axis like the page: the pair’s decimals and thousands separators', () => {
    expect(axisPrice(2)(96000.5)).toBe('96,000.50');
    expect(axisPrice(2)(1234567.891)).toBe('1,234,567.89');
    expect(axisPrice(5)(0.123456)).toBe('0.12346');
    expect(axisPrice(0)(45210)).toBe('45,210');
  });
});
