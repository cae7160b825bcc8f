import { describe, expect, it } from 'vitest';
import type { Ticker } from '@tidemark/contracts';
import { formatChange, formatPrice, formatVolume, marketNote, sortTickers } from './ticker';

const ticker = (symbol: string, now_price: string, change: string, volume: string): Ticker => ({
  symbol,
  currency_id: null,
  legal_id: 3,
  name: symbol,
  kind: 'crypto',
  now_price,
  open_price: now_price,
  change,
  high: now_price,
  low: now_price,
  volume,
  price_decimals: 2,
  market_open: true,
  stale: false,
  ts: 0,
});

describe('ticker formatting', () => {
  it('shows prices with the pair decimals and separators, never through a float', () => {
    expect(formatPrice('96123.456', 2)).toBe('96,123.46');
    expect(formatPrice('0.1', 5)).toBe('0.10000');
    expect(formatPrice('12345678901234567890.12', 2)).toBe('12,345,678,901,234,567,890.12');
    expect(formatPrice('n/a', 2)).toBe('--');
  });

  it('signs changes and compacts volumes with one decimal in every tier (K/M)', () => {
    expect(formatChange('2.5')).toBe('+2.50%');
    expect(formatChange('-0.4')).toBe('-0.40%');
    expect(formatChange('0.00')).toBe('0.00%');
    expect(formatChange('0.125')).toBe('+0.13%');
    expect(formatVolume('1500')).toBe('1.5K');
    expect(formatVolume('2500000')).toBe('2.5M');
    expect(formatVolume('712.1004')).toBe('712.1');
    expect(formatVolume('n/a')).toBe('--');
  });

  it('sorts by price, change or volume, exactly, both ways', () => {
    const list = [
      ticker('A', '10.5', '-1.2', '900'),
      ticker('B', '9.99', '3.4', '1000000'),
      ticker('C', '100', '0.01', '5'),
    ];
    expect(sortTickers(list, 'price', 'desc').map((t) => t.symbol)).toEqual(['C', 'A', 'B']);
    expect(sortTickers(list, 'change', 'asc').map((t) => t.symbol)).toEqual(['A', 'C', 'B']);
    expect(sortTickers(list, 'volume', 'desc').map((t) => t.symbol)).toEqual(['B', 'A', 'C']);
    expect(list.map((t) => t.symbol)).toEqual(['A', 'B', 'C']);
  });

  it("sorts beyond a float's precision, keeps ties in order and puts non-numbers first", () => {
    const list = [
      ticker('A', '1', '0.10000000000000000001', '1'),
      ticker('B', '1', 'n/a', '1'),
      ticker('C', '1', '0.1', '1'),
      ticker('D', '1', '-0.5', '1'),
      ticker('E', '1', '0.10', '1'),
    ];
    expect(sortTickers(list, 'change', 'asc').map((t) => t.symbol)).toEqual([
      'B',
      'D',
      'C',
      'E',
      'A',
    ]);
    expect(sortTickers(list, 'change', 'desc').map((t) => t.symbol)).toEqual([
      'A',
      'C',
      'E',
      'D',
      'B',
    ]);
  });

  it('says why a pair cannot trade now: market closed first, then a stale price', () => {
    const open = ticker('BTC/USDT', '1', '0', '0');
    expect(marketNote(open)).toBeNull();
    expect(marketNote({ ...open, stale: true })).toBe('stale');
    expect(marketNote({ ...open, market_open: false, stale: true })).toBe('closed');
    expect(marketNote(undefined)).toBeNull();
  });
});
