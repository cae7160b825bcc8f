import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomInt } from './random';

describe('randomInt', () => {
  it('includes both ends', () => {
    expect(randomInt(3, 7, () => 0)).toBe(3);
    expect(randomInt(3, 7, () => 0.999_999_999)).toBe(7);
    expect(randomInt(0, 1, () => 0.5)).toBe(1);
    expect(randomInt(0, 1, () => 0.49)).toBe(0);
  });

  it('spreads evenly over the range', () => {
    // rnd = i / 5 for i = 0..4 hits each of 10..14 once
    const values = [0, 0.2, 0.4, 0.6, 0.8].map((r) => randomInt(10, 14, () => r));
    expect(values).toEqual([10, 11, 12, 13, 14]);
  });

  it('answers start when start equals end', () => {
    expect(randomInt(5, 5, () => 0.9)).toBe(5);
  });

  it.each([
    ['negative start', -1, 5],
    ['end of zero', 0, 0],
    ['negative end', 0, -3],
    ['end below start', 5, 3],
    ['fractional start', 1.5, 4],
    ['fractional end', 1, 4.5],
    ['NaN', Number.NaN, 4],
    ['Infinity', 0, Number.POSITIVE_INFINITY],
  ])('returns 0 on %s', (_, start, end) => {
    expect(randomInt(start, end, () => 0.5)).toBe(0);
  });

  it('keeps inside the range even when the generator misbehaves', () => {
    expect(randomInt(3, 7, () => 1)).toBe(7);
    expect(randomInt(3, 7, () => 2)).toBe(7);
    expect(randomInt(3, 7, () => -1)).toBe(3);
    expect(randomInt(3, 7, () => Number.NaN)).toBe(3);
  });

  it('uses Math.random by default', () => {
    for (let i = 0; i < 100; i += 1) {
      const value = randomInt(1, 3);
      expect(value === 1 || value === 2 || value === 3).toBe(true);
    }
  });

  it('property: a whole number within [start, end]', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (start, width, r) => {
          const end = Math.max(start + width, 1);
          const value = randomInt(start, end, () => r);
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(start);
          expect(value).toBeLessThanOrEqual(end);
        },
      ),
    );
  });
});
