import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupThousands } from '../format/decimal';
import {
  amountSchema,
  checkPositiveAmount,
  isAmount,
  isPositiveAmount,
  normalizeAmount,
  positiveAmountSchema,
} from './amount';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('isAmount', () => {
  it.each([
    '1',
    '1234',
    '1,234',
    '1,234.5',
    '12,345,678.0123456789', // 10 decimals
    '1234567.1',
    '100',
    '0',
    '0.5',
    '0.000',
    '0.00000000000000000001', // 0 and 20 decimals
    '99999999999999999999999999999999999999', // no cap on integer digits
  ])('accepts %s', (value) => {
    expect(isAmount(value)).toBe(true);
  });

  it.each([
    ['grouping not in threes', '12,34'],
    ['grouping of four', '1,2345'],
    ['mixed grouping', '1234,567'],
    ['leading separator', ',123'],
    ['trailing separator', '123,'],
    ['leading zero', '01'],
    ['leading zero with grouping', '0,123'],
    ['11 decimals after a non-zero integer', '1.12345678901'],
    ['21 decimals after zero', '0.000000000000000000001'],
    ['grouped decimals', '0.123,456'],
    ['bare point', '1.'],
    ['no integer part', '.5'],
    ['sign', '-1'],
    ['plus sign', '+1'],
    ['spaces', ' 1'],
    ['exponent', '1e5'],
    ['empty', ''],
    ['full-width digits', '１２'],
    ['double zero', '00.1'],
  ])('rejects %s (%j)', (_, value) => {
    expect(isAmount(value)).toBe(false);
  });

  it('rejects non-strings, numbers included (money is never a number)', () => {
    expect(isAmount(1)).toBe(false);
    expect(isAmount(null)).toBe(false);
    expect(isAmount(undefined)).toBe(false);
  });
});

describe('isPositiveAmount', () => {
  it.each([
    ['0', false],
    ['0.000', false],
    ['0.00000000000000000000', false],
    ['0.00000000000000000001', true],
    ['1', true],
    ['1,000.00', true],
    ['10', true],
    ['01', false],
    ['-1', false],
  ])('%s → %s', (value, expected) => {
    expect(isPositiveAmount(value)).toBe(expected);
  });
});

describe('normalizeAmount', () => {
  it.each([
    ['1,234.5', '1234.5'],
    ['12,345,678.90', '12345678.90'], // digits kept as typed
    ['1234', '1234'],
    ['0.000', '0.000'],
  ])('%s → %s', (value, expected) => {
    expect(normalizeAmount(value)).toBe(expected);
  });

  it('answers null for what is not an amount', () => {
    expect(normalizeAmount('12,34')).toBeNull();
    expect(normalizeAmount('abc')).toBeNull();
    expect(normalizeAmount(12)).toBeNull();
  });

  const amountArb = fc.oneof(
    fc
      .tuple(
        fc.stringMatching(/^[1-9]\d{0,24}$/),
        fc.option(fc.stringMatching(/^\d{1,10}$/), { nil: undefined }),
      )
      .map(([integer, fraction]) => (fraction ? `${integer}.${fraction}` : integer)),
    fc.stringMatching(/^\d{1,20}$/).map((fraction) => `0.${fraction}`),
    fc.constant('0'),
  );

  it('property: normalizeAmount(groupThousands(x)) === x, and the grouped form is an amount', () => {
    fc.assert(
      fc.property(amountArb, (value) => {
        expect(isAmount(groupThousands(value))).toBe(true);
        expect(normalizeAmount(groupThousands(value))).toBe(value);
      }),
    );
  });

  it('property: every accepted amount normalizes to a plain decimal', () => {
    fc.assert(
      fc.property(
        amountArb.map((value) => groupThousands(value)),
        (value) => {
          expect(normalizeAmount(value)).toMatch(/^\d+(\.\d+)?$/);
        },
      ),
    );
  });
});

describe('amount schemas', () => {
  it('amountSchema accepts zero and outputs the plain decimal', () => {
    expect(amountSchema.parse('1,234.50')).toBe('1234.50');
    expect(amountSchema.parse('0')).toBe('0');
  });

  it('positiveAmountSchema outputs the plain decimal of a positive amount', () => {
    expect(positiveAmountSchema.parse('1,000')).toBe('1000');
    expect(positiveAmountSchema.parse('0.00000000000000000001')).toBe('0.00000000000000000001');
  });

  it.each([
    ['12,34', 'amount_invalid'],
    ['', 'amount_invalid'],
    ['0', 'amount_not_positive'],
    ['0.000', 'amount_not_positive'],
    [undefined, 'required'],
    [12, 'invalid'],
  ])('positiveAmountSchema: %j → %s', (value, code) => {
    const result = positiveAmountSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(firstMessage(result)).toBe(code);
  });

  it('checkPositiveAmount names the first problem', () => {
    expect(checkPositiveAmount('1.5')).toBeNull();
    expect(checkPositiveAmount('1.5.5')).toBe('amount_invalid');
    expect(checkPositiveAmount('0.0')).toBe('amount_not_positive');
  });
});
