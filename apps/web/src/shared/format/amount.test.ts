import { afterEach, describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatFiat,
  formatFixed,
  formatPlain,
  formatSigned,
  formatSignedAmount,
  setFigureLanguage,
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

  it('rounds a signed amount towards zero when given its places', () => {
    expect(formatSignedAmount('-0.73995', 2)).toBe('-0.73');
    expect(formatSignedAmount('0.73995', 2)).toBe('+0.73');
    expect(formatSignedAmount('-0.004', 2)).toBe('0');
    expect(formatSigned('-1234.56789', 2)).toBe('-1,234.56');
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
    expect(formatSigned('0')).toBe('0');
  });

  it('shows fiat with exactly two decimals, half-up', () => {
    expect(formatFiat('1234.005')).toBe('1,234.01');
    expect(formatFiat('7')).toBe('7.00');
  });
});

describe('figures in the app’s language', () => {
  afterEach(() => setFigureLanguage('en'));

  it('writes French and Spanish separators, and English again after', () => {
    setFigureLanguage('fra');
    expect(formatFixed('1234567.891', 2)).toBe('1\u202f234\u202f567,89');
    setFigureLanguage('spa');
    expect(formatAmount('1234.5')).toBe('1.234,5');
    expect(formatSigned('-1234.5')).toBe('-1.234,5');
    setFigureLanguage('kor');
    expect(formatFiat('1234.005')).toBe('1,234.01');
  });
});
