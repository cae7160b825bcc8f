import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n';
import { formatCountdown, holdFor, secondsLeft } from './rules';

beforeAll(async () => {
  await initI18n('en');
});
afterAll(async () => {
  await initI18n('en');
});

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
  it('writes the days in the app’s language', async () => {
    const twoDays = 2 * 86_400 + 6 * 3600 + 13 * 60 + 25;
    await initI18n('jp');
    expect(formatCountdown(twoDays)).toBe('2日 06:13:25');
    expect(formatCountdown(twoDays)).not.toContain('d ');
    await initI18n('spa');
    expect(formatCountdown(86_400 + 5)).toBe('1 día 00:00:05');
    expect(formatCountdown(twoDays)).toBe('2 días 06:13:25');
    await initI18n('zh');
    expect(formatCountdown(twoDays)).toBe('2天 06:13:25');
    await initI18n('fra');
    expect(formatCountdown(twoDays)).toBe('2 jours 06:13:25');
  });
});
