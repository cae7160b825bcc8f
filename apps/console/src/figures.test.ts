import { describe, expect, it } from 'vitest';
import { NUMBER_SEPARATORS } from '@tidemark/contracts';
import { figuresFor } from './figures';

const places = new Map([
  ['USDT', 2],
  ['BTC', 8],
]);

describe('console figures', () => {
  it('show report amounts at their currency’s places, towards zero', () => {
    const f = figuresFor(places, NUMBER_SEPARATORS.en);
    expect(f.money('-2000015.26685', 'USDT')).toBe('-2,000,015.26');
    expect(f.signed('-7.25', 'USDT')).toBe('-7.25');
    expect(f.signed('12.349', 'USDT')).toBe('+12.34');
    expect(f.money('0.5', 'BTC')).toBe('0.50');
    expect(f.money('1.123456789', 'XYZ')).toBe('1.12345678');
  });

  it('show LTV half-up at two places and chart figures as volumes', () => {
    const f = figuresFor(places, NUMBER_SEPARATORS.en);
    expect(f.percent('0.521899', { fraction: true })).toBe('52.19%');
    expect(f.volume('-12500')).toBe('-12.5K');
  });

  it('write the operator’s language’s separators', () => {
    const f = figuresFor(places, NUMBER_SEPARATORS.spa);
    expect(f.money('-2000015.26685', 'USDT')).toBe('-2.000.015,26');
  });
});
