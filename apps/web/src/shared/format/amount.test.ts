import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatFiat,
  formatFixed,
  formatPlain,
  formatSigned,
  formatSignedAmount,
} from './amount';

describe('amounts as they came', () => {
  it('groups without rounding', () => {
    expect(formatPlain('1234567.891234')).toBe('1,234,567.891234');
    expect(formatPlain('n/a')).toBe('n/a');
  });

  it('signs profits', () => {
    expect(formatSignedAmount('80')).toBe('+80');
    expect(formatSignedAmount('-1250')).toBe('-1,250');
    expect(formatSignedAmount('0')).toBe('0');
  });
});

describe('amounts at a number of places', () => {
  it('fixes the places, rounding down unless told, a dash for what is not a decimal', () => {
    expect(formatFixed('65000.129', 2)).toBe('65,000.12');
    expect(formatFixed('65000.125', 2, { rounding: 'half-up' })).toBe('65,000.13');
    expect(formatFixed('oops', 2)).toBe('--');
    expect(formatFixed('oops', 2, { otherwise: 'oops' })).toBe('oops');
  });

  it('formats balances grouped, rounded down and trimmed; signs credits', () => {
    expect(formatAmount('10000')).toBe('10,000');
    expect(formatAmount('0.123456789', 8)).toBe('0.12345678');
    expect(formatAmount('n/a')).toBe('n/a');
    expect(formatAmount('n/a', 8, '--')).toBe('--');
    expect(formatSigned('250')).toBe('+250');
    expect(formatSigned('-1234.5')).toBe('-1,234.5');
  });

  it('shows fiat with exactly two decimals, half-up', () => {
    expect(formatFiat('1234.005')).toBe('1,234.01');
    expect(formatFiat('7')).toBe('7.00');
  });
});
