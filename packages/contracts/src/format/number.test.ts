import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCompactNumber } from './number';

describe('formatCompactNumber', () => {
  it.each([
    // up to 4 decimals, trailing zeros trimmed, half-up
    ['0', '0'],
    ['0.00001', '0'],
    ['0.00005', '0.0001'],
    ['1.23456', '1.2346'],
    ['1.23454', '1.2345'],
    ['12.5000', '12.5'],
    ['999.99995', '1000'], // rounds up to 1000, stays plain: the tier is chosen before rounding
    // K boundary: "above 1000" is strict
    ['1000', '1000'],
    ['1000.0000', '1000'],
    ['1000.00001', '1.0K'],
    ['1000.5', '1.0K'],
    ['1001', '1.0K'],
    ['1049.99', '1.0K'], // half-up on 1.04999, not 1.1
    ['1050', '1.1K'], // tie rounds up (truncation would give 1.0K)
    ['1099.99', '1.1K'],
    ['1500', '1.5K'],
    ['999949.99', '999.9K'],
    ['999950', '1000.0K'],
    // M boundary: "above 1,000,000" is strict
    ['1000000', '1000.0K'],
    ['1000000.01', '1.0M'],
    ['1050000', '1.1M'],
    ['1234567.89', '1.2M'],
    ['123456789012345678901234.5', '123456789012345678.9M'],
    ['999999999999999999999999999999999999', '1000000000000000000000000000000.0M'],
  ])('%s → %s', (value, expected) => {
    expect(formatCompactNumber(value)).toBe(expected);
  });

  it.each([
    ['-0.00001', '0'], // rounds to zero: no "-0"
    ['-1.23456', '-1.2346'],
    ['-1000', '-1000'],
    ['-1000.5', '-1.0K'],
    ['-1050', '-1.1K'], // ties away from zero
    ['-1000000', '-1000.0K'],
    ['-2500000', '-2.5M'],
    ['-123456789012345678901234.5', '-123456789012345678.9M'],
  ])('negative %s → %s', (value, expected) => {
    expect(formatCompactNumber(value)).toBe(expected);
  });

  it('accepts numbers for counts, without float noise', () => {
    expect(formatCompactNumber(1000)).toBe('1000');
    expect(formatCompactNumber(1500)).toBe('1.5K');
    expect(formatCompactNumber(2_500_000)).toBe('2.5M');
    expect(formatCompactNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatCompactNumber(1e21)).toBe('1000000000000000.0M');
    expect(formatCompactNumber(-0)).toBe('0');
  });

  it('rejects what is not a plain decimal or a finite number', () => {
    expect(() => formatCompactNumber('1,500')).toThrow(TypeError);
    expect(() => formatCompactNumber('abc')).toThrow(TypeError);
    expect(() => formatCompactNumber(Number.NaN)).toThrow(RangeError);
    expect(() => formatCompactNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('property: the shape follows the magnitude tier', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.stringMatching(/^\d{0,6}$/),
        (integer, fraction) => {
          const value = fraction === '' ? integer.toString() : `${integer}.${fraction}`;
          const magnitude = integer < 0n ? -integer : integer;
          const text = formatCompactNumber(value);
          const above = (limit: bigint): boolean =>
            magnitude > limit || (magnitude === limit && /[1-9]/.test(fraction));
          if (above(1_000_000n)) expect(text).toMatch(/^-?\d+\.\dM$/);
          else if (above(1000n)) expect(text).toMatch(/^-?\d+\.\dK$/);
          else expect(text).toMatch(/^-?\d+(\.\d{1,4})?$/);
        },
      ),
    );
  });
});
