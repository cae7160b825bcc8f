import { describe, expect, it } from 'vitest';
import { formatCountdown, holdFor, secondsLeft } from './rules';

describe('launchpad rules on the screen', () => {
  it('holds the payment rounded up to the pay currency', () => {
    expect(holdFor('200.5', '0.05', 6)).toBe('10.025');
    expect(holdFor('3', '0.3333333', 6)).toBe('1');
    expect(holdFor('1', '0.0000001', 6)).toBe('0.000001');
  });
  it('counts down from the server clock', () => {
    expect(secondsLeft(1000, 900, 30_500)).toBe(70);
    expect(secondsLeft(1000, 900, 200_000)).toBe(0);
    expect(formatCountdown(2 * 86_400 + 3 * 3600 + 4 * 60 + 5)).toBe('2d 03:04:05');
    expect(formatCountdown(59)).toBe('00:00:59');
  });
});
