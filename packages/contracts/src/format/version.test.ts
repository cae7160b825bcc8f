import { describe, expect, it } from 'vitest';
import { compareVersions } from './version';

describe('compareVersions', () => {
  it('orders versions part by part, as numbers', () => {
    expect(compareVersions('0.8.0', '0.8.0')).toBe(0);
    expect(compareVersions('0.8.0', '0.9.0')).toBeLessThan(0);
    expect(compareVersions('0.10.0', '0.9.9')).toBeGreaterThan(0);
    expect(compareVersions('1.0', '1.0.0')).toBe(0);
    expect(compareVersions('2.0.1', '2.0.0')).toBeGreaterThan(0);
  });
});
