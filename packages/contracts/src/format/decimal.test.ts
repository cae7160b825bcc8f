import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  absDecimal,
  canonicalDecimal,
  compareDecimals,
  formatDecimal,
  groupThousands,
  isPlainDecimal,
  numberToDecimalString,
  shiftDecimalLeft,
  trimTrailingZeros,
  unitsAtOneScale,
} from './decimal';

/** Plain decimal strings of any size: optional minus, up to 30 integer and 25 fraction digits. */
const decimalArb = fc
  .tuple(
    fc.boolean(),
    fc.stringMatching(/^(0|[1-9]\d{0,29})$/),
    fc.option(fc.stringMatching(/^\d{1,25}$/), { nil: undefined }),
  )
  .map(
    ([negative, integer, fraction]) =>
      `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`,
  );

describe('isPlainDecimal', () => {
  it.each(['0', '-1', '+1', '12.50', '007', '0.000000000000000000000001'])(
    'accepts %s',
    (value) => {
      expect(isPlainDecimal(value)).toBe(true);
    },
  );
  it.each(['', '1.', '.5', '1e3', '1,000', ' 1', '--1', 'NaN', 'Infinity', '0x10'])(
    'rejects %j',
    (value) => {
      expect(isPlainDecimal(value)).toBe(false);
    },
  );
});

describe('formatDecimal', () => {
  it.each([
    // value, places, down, up, half-up
    ['1.234', 2, '1.23', '1.24', '1.23'],
    ['1.235', 2, '1.23', '1.24', '1.24'],
    ['1.005', 2, '1.00', '1.01', '1.01'], // float would give 1.00 for half-up
    ['1.2', 2, '1.20', '1.20', '1.20'], // pads
    ['1', 0, '1', '1', '1'],
    ['2.5', 0, '2', '3', '3'],
    ['0.5', 0, '0', '1', '1'],
    ['0.4999999999999999999999', 0, '0', '1', '0'],
    ['9.999', 2, '9.99', '10.00', '10.00'],
    ['-1.235', 2, '-1.23', '-1.24', '-1.24'], // symmetric around zero
    ['-2.5', 0, '-2', '-3', '-3'],
    [
      '0.00000000000000000001',
      20,
      '0.00000000000000000001',
      '0.00000000000000000001',
      '0.00000000000000000001',
    ],
    [
      '0.00000000000000000001',
      18,
      '0.000000000000000000',
      '0.000000000000000001',
      '0.000000000000000000',
    ],
    [
      '123456789012345678901234.5',
      0,
      '123456789012345678901234',
      '123456789012345678901235',
      '123456789012345678901235',
    ],
  ] as const)('%s to %i places: down %s, up %s, half-up %s', (value, places, down, up, halfUp) => {
    expect(formatDecimal(value, places, 'down')).toBe(down);
    expect(formatDecimal(value, places, 'up')).toBe(up);
    expect(formatDecimal(value, places, 'half-up')).toBe(halfUp);
  });

  it('defaults to half-up', () => {
    expect(formatDecimal('0.125', 2)).toBe('0.13');
  });

  it('never answers negative zero', () => {
    expect(formatDecimal('-0.001', 2, 'down')).toBe('0.00');
    expect(formatDecimal('-0.004', 2, 'half-up')).toBe('0.00');
    expect(formatDecimal('-0', 0)).toBe('0');
    expect(formatDecimal('-0.001', 2, 'up')).toBe('-0.01');
  });

  it('normalizes a leading plus and leading zeros', () => {
    expect(formatDecimal('+007.5', 1)).toBe('7.5');
  });

  it('rejects strings that are not plain decimals', () => {
    expect(() => formatDecimal('1,000.5', 2)).toThrow(TypeError);
    expect(() => formatDecimal('1e5', 2)).toThrow(TypeError);
    expect(() => formatDecimal('', 2)).toThrow(TypeError);
    expect(() => formatDecimal(1.5 as unknown as string, 2)).toThrow(TypeError);
  });

  it('rejects bad places and modes', () => {
    expect(() => formatDecimal('1', -1)).toThrow(RangeError);
    expect(() => formatDecimal('1', 1.5)).toThrow(RangeError);
    expect(() => formatDecimal('1', 2, 'nearest' as 'up')).toThrow(RangeError);
  });

  it('property: down never moves away from zero, up never towards it', () => {
    fc.assert(
      fc.property(decimalArb, fc.integer({ min: 0, max: 30 }), (value, places) => {
        const magnitude = absDecimal(value);
        expect(
          compareDecimals(absDecimal(formatDecimal(value, places, 'down')), magnitude),
        ).toBeLessThanOrEqual(0);
        expect(
          compareDecimals(absDecimal(formatDecimal(value, places, 'up')), magnitude),
        ).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('property: for a non-negative input, down never exceeds the input', () => {
    fc.assert(
      fc.property(decimalArb.map(absDecimal), fc.integer({ min: 0, max: 30 }), (value, places) => {
        expect(compareDecimals(formatDecimal(value, places, 'down'), value)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('property: half-up is either down or up, with exactly `places` decimals', () => {
    fc.assert(
      fc.property(decimalArb, fc.integer({ min: 0, max: 30 }), (value, places) => {
        const halfUp = formatDecimal(value, places, 'half-up');
        expect([
          formatDecimal(value, places, 'down'),
          formatDecimal(value, places, 'up'),
        ]).toContain(halfUp);
        expect(halfUp.split('.')[1]?.length ?? 0).toBe(places);
      }),
    );
  });

  it('property: rounding to at least the input scale changes nothing but padding', () => {
    fc.assert(
      fc.property(decimalArb, (value) => {
        const scale = value.split('.')[1]?.length ?? 0;
        for (const mode of ['down', 'up', 'half-up'] as const) {
          expect(canonicalDecimal(formatDecimal(value, scale + 2, mode))).toBe(
            canonicalDecimal(value),
          );
        }
      }),
    );
  });
});

describe('groupThousands', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['1234567.891', '1,234,567.891'],
    ['-1234567', '-1,234,567'],
    ['+1234', '+1,234'],
    ['0.12345', '0.12345'], // fraction untouched
    ['123456789012345678901234.5', '123,456,789,012,345,678,901,234.5'],
  ])('%s → %s', (value, grouped) => {
    expect(groupThousands(value)).toBe(grouped);
  });

  it('takes another separator', () => {
    expect(groupThousands('1234567', ' ')).toBe('1 234 567');
  });

  it('rejects an already grouped string', () => {
    expect(() => groupThousands('1,234')).toThrow(TypeError);
  });

  it('property: removing the separators gives the input back', () => {
    fc.assert(
      fc.property(decimalArb, (value) => {
        expect(groupThousands(value).replaceAll(',', '')).toBe(value);
      }),
    );
  });
});

describe('compareDecimals', () => {
  it.each([
    ['1', '1.000', 0],
    ['-0', '0', 0],
    ['0.1', '0.09', 1],
    ['-0.1', '-0.09', -1],
    ['100000000000000000000000000001', '100000000000000000000000000000.99', 1],
    ['2', '10', -1],
  ] as const)('%s vs %s → %i', (a, b, expected) => {
    expect(compareDecimals(a, b)).toBe(expected);
    expect(compareDecimals(b, a)).toBe(expected === 0 ? 0 : -expected);
  });
});

describe('helpers', () => {
  it('trimTrailingZeros drops only fraction zeros', () => {
    expect(trimTrailingZeros('1.500')).toBe('1.5');
    expect(trimTrailingZeros('2.000')).toBe('2');
    expect(trimTrailingZeros('100')).toBe('100');
    expect(trimTrailingZeros('-0.000')).toBe('0');
  });

  it('canonicalDecimal gives one spelling per value', () => {
    expect(canonicalDecimal('+007.500')).toBe('7.5');
    expect(canonicalDecimal('-0.00')).toBe('0');
    expect(canonicalDecimal('-000.0100')).toBe('-0.01');
  });

  it('shiftDecimalLeft divides by a power of ten exactly', () => {
    expect(shiftDecimalLeft('1500', 3)).toBe('1.500');
    expect(shiftDecimalLeft('-5', 3)).toBe('-0.005');
    expect(shiftDecimalLeft('0.1', 6)).toBe('0.0000001');
  });

  it('numberToDecimalString expands exponents', () => {
    expect(numberToDecimalString(1e21)).toBe('1000000000000000000000');
    expect(numberToDecimalString(1.5e-7)).toBe('0.00000015');
    expect(numberToDecimalString(-2.5e22)).toBe('-25000000000000000000000');
    expect(numberToDecimalString(1234.5)).toBe('1234.5');
    expect(numberToDecimalString(-0)).toBe('0');
    expect(() => numberToDecimalString(Number.NaN)).toThrow(RangeError);
    expect(() => numberToDecimalString(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('property: numberToDecimalString is plain and reads back to the same number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = numberToDecimalString(value);
        expect(isPlainDecimal(text)).toBe(true);
        expect(Number(text)).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});

describe('unitsAtOneScale', () => {
  it('gives integers that compare as the decimals do, and null for anything else', () => {
    fc.assert(
      fc.property(decimalArb, decimalArb, (a, b) => {
        const [ua, ub] = unitsAtOneScale([a, b]);
        const sign = ua! < ub! ? -1 : ua! > ub! ? 1 : 0;
        expect(sign).toBe(compareDecimals(a, b));
      }),
    );
    expect(unitsAtOneScale(['1.5', 'n/a', '-0.25', '+3'])).toEqual([150n, null, -25n, 300n]);
  });
});
