import { describe, expect, it } from 'vitest';
import { bookSides } from './depth-rows';
import { prependTrades } from './hooks/use-trades-bridge';

describe('the order book rows', () => {
  const depth = {
    asks: [
      ['100.5', '1'],
      ['101', '2'],
      ['102', '1.5'],
    ] as [string, string][],
    bids: [
      ['100', '0.5'],
      ['99.5', '1.5'],
    ] as [string, string][],
  };

  it('adds up the quantity from the best level outwards, asks drawn best-last', () => {
    const { asks, bids } = bookSides(depth);
    expect(asks.map((r) => [r.price, r.cumulative])).toEqual([
      ['102', '4.5'],
      ['101', '3'],
      ['100.5', '1'],
    ]);
    expect(bids.map((r) => [r.price, r.cumulative])).toEqual([
      ['100', '0.5'],
      ['99.5', '2'],
    ]);
  });

  it('scales both sides’ bars to the deeper side', () => {
    const { asks, bids } = bookSides(depth);
    expect(asks.map((r) => r.barPercent)).toEqual(['100', '66.6', '22.2']);
    expect(bids.map((r) => r.barPercent)).toEqual(['11.1', '44.4']);
  });

  it('shows at most ten levels a side and copes with an empty book', () => {
    const many = Array.from({ length: 14 }, (_, i) => [String(100 + i), '1'] as [string, string]);
    expect(bookSides({ asks: many, bids: [] }).asks).toHaveLength(10);
    expect(bookSides({ asks: [], bids: [] })).toEqual({ asks: [], bids: [] });
  });
});

describe('live trades', () => {
  const trade = (id: number) => ({
    id,
    price: '100',
    amount: '1',
    direction: 'buy' as const,
    ts: id,
  });

  it('puts the new trades on top, drops repeats and keeps the newest thirty', () => {
    const list = Array.from({ length: 30 }, (_, i) => trade(30 - i));
    const merged = prependTrades(list, [trade(32), trade(31), trade(30)]);
    expect(merged).toHaveLength(30);
    expect(merged.slice(0, 4).map((t) => t.id)).toEqual([32, 31, 30, 29]);
    expect(new Set(merged.map((t) => t.id)).size).toBe(30);
  });
});
