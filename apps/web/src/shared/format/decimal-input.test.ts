import { describe, expect, it } from 'vitest';
import { positiveInput, sanitizeDecimalInput, stepDecimal } from './decimal-input';

describe('inputs and steppers', () => {
  it('reads typed numbers', () => {
    expect(positiveInput('1.')).toBe('1');
    expect(positiveInput(' 0.50 ')).toBe('0.50');
    expect(positiveInput('0.000')).toBeNull();
    expect(positiveInput('1e3')).toBeNull();
  });

  it('keeps only what a decimal field may hold', () => {
    expect(sanitizeDecimalInput('1,5', 2)).toBe('1.5');
    expect(sanitizeDecimalInput('00.123456', 4)).toBe('0.1234');
    expect(sanitizeDecimalInput('.5', 2)).toBe('0.5');
    expect(sanitizeDecimalInput('12.3.4', 2)).toBe('12.34');
    expect(sanitizeDecimalInput('7.9', 0)).toBe('7');
    expect(sanitizeDecimalInput('-3x', 2)).toBe('3');
  });

  it('steps on the grid and never below the minimum', () => {
    expect(stepDecimal('64000', '0.01', 1, '0.01')).toBe('64000.01');
    expect(stepDecimal('64000', '0.01', -1, '0.01')).toBe('63999.99');
    expect(stepDecimal('12.37', '0.05', 1, '0.05')).toBe('12.4');
    expect(stepDecimal('12.37', '0.05', -1, '0.05')).toBe('12.35');
    expect(stepDecimal('0.0001', '0.0001', -1, '0.0001')).toBe('0.0001');
    expect(stepDecimal('', '0.0001', 1, '0.0001')).toBe('0.0001');
  });
});
