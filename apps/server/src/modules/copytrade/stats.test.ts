import { describe, expect, it } from 'vitest';
import { percent } from './stats';

describe('trader stats percentages', () => {
  it('round half-up at two places: two wins of three are 66.67%', () => {
    expect(percent('2', '3')).toBe('66.67');
    expect(percent('1', '3')).toBe('33.33');
    expect(percent('1', '8')).toBe('12.5');
    expect(percent('-1', '3')).toBe('-33.33');
    expect(percent('5', '0')).toBe('0');
  });
});
