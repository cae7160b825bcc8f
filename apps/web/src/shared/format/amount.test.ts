import { describe, expect, it } from 'vitest';
import { formatPlain, formatSignedAmount } from './amount';

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
