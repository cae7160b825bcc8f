import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatSigned,
  fractionToPercent,
  parseAmountInput,
  subtractDecimals,
} from './format';

describe('wallet formatting', () => {
  it('subtracts decimal strings exactly, with any scale and sign', () => {
    expect(subtractDecimals('100', '1')).toBe('99');
    expect(subtractDecimals('0.3', '0.1')).toBe('0.2');
    expect(subtractDecimals('1', '0.0005')).toBe('0.9995');
    expect(subtractDecimals('0.1', '0.25')).toBe('-0.15');
    expect(subtractDecimals('12345678901234567890.1', '0.1')).toBe('12345678901234567890');
  });

  it('turns a spread fraction into a percentage without floats', () => {
    expect(fractionToPercent('0.002')).toBe('0.2');
    expect(fractionToPercent('0.1')).toBe('10');
    expect(fractionToPercent('1')).toBe('100');
    expect(fractionToPercent('0.00015')).toBe('0.015');
  });

  it('formats balances grouped, rounded down and trimmed; signs credits', () => {
    expect(formatAmount('10000')).toBe('10,000');
    expect(formatAmount('0.123456789', 8)).toBe('0.12345678');
    expect(formatSigned('250')).toBe('+250');
    expect(formatSigned('-1234.5')).toBe('-1,234.5');
  });

  it('reads typed amounts with the description pattern and rejects zero', () => {
    expect(parseAmountInput('1,234.5')).toBe('1234.5');
    expect(parseAmountInput('0')).toBeNull();
    expect(parseAmountInput('1.')).toBeNull();
    expect(parseAmountInput('abc')).toBeNull();
  });
});
