import { describe, expect, it } from 'vitest';
import { fractionToPercent, parseAmountInput } from './format';

describe('wallet formatting', () => {
  it('turns a spread fraction into a percentage without floats', () => {
    expect(fractionToPercent('0.002')).toBe('0.2');
    expect(fractionToPercent('0.1')).toBe('10');
    expect(fractionToPercent('1')).toBe('100');
    expect(fractionToPercent('0.00015')).toBe('0.015');
  });

  it('reads typed amounts with the description pattern and rejects zero', () => {
    expect(parseAmountInput('1,234.5')).toBe('1234.5');
    expect(parseAmountInput('0')).toBeNull();
    expect(parseAmountInput('1.')).toBeNull();
    expect(parseAmountInput('abc')).toBeNull();
  });
});
