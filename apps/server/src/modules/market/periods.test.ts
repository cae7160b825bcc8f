import { describe, expect, it } from 'vitest';
import { barStart, isOpen } from './periods';
import { prng, seedOf, step } from './simulator';

const s = (iso: string) => Date.parse(iso) / 1000;

describe('bar boundaries', () => {
  it('puts a time into the bar of each period', () => {
    const t = s('2026-11-18T13:47:31Z'); // a Wednesday
    expect(barStart('1min', t)).toBe(s('2026-11-18T13:47:00Z'));
    expect(barStart('5min', t)).toBe(s('2026-11-18T13:45:00Z'));
    expect(barStart('15min', t)).toBe(s('2026-11-18T13:45:00Z'));
    expect(barStart('30min', t)).toBe(s('2026-11-18T13:30:00Z'));
    expect(barStart('60min', t)).toBe(s('2026-11-18T13:00:00Z'));
    expect(barStart('1day', t)).toBe(s('2026-11-18T00:00:00Z'));
    expect(barStart('1week', t)).toBe(s('2026-11-16T00:00:00Z'));
    expect(barStart('1mon', t)).toBe(s('2026-11-01T00:00:00Z'));
  });

  it('starts weeks on Monday and months on the 1st, across year ends', () => {
    expect(barStart('1week', s('2026-11-16T00:00:00Z'))).toBe(s('2026-11-16T00:00:00Z'));
    expect(barStart('1week', s('2026-11-15T23:59:59Z'))).toBe(s('2026-11-09T00:00:00Z'));
    expect(barStart('1mon', s('2027-01-01T00:00:00Z'))).toBe(s('2027-01-01T00:00:00Z'));
    expect(barStart('1mon', s('2026-12-31T23:59:59Z'))).toBe(s('2026-12-01T00:00:00Z'));
  });

  it('closes weekday markets on Saturday and Sunday (UTC) and never 24x7 ones', () => {
    expect(isOpen('weekdays', Date.parse('2026-11-21T12:00:00Z'))).toBe(false); // Saturday
    expect(isOpen('weekdays', Date.parse('2026-11-22T23:59:59Z'))).toBe(false); // Sunday
    expect(isOpen('weekdays', Date.parse('2026-11-23T00:00:00Z'))).toBe(true); // Monday
    expect(isOpen('24x7', Date.parse('2026-11-21T12:00:00Z'))).toBe(true);
  });
});

describe('simulator', () => {
  it('replays the same path from the same seed and a different one from another', () => {
    const path = (seed: string) => {
      const rand = prng(seedOf(seed));
      let p = 100;
      return Array.from({ length: 50 }, () => (p = step(p, 0.6, 1, rand)));
    };
    expect(path('a')).toEqual(path('a'));
    expect(path('a')).not.toEqual(path('b'));
    expect(path('a').every((p) => p > 0)).toBe(true);
  });
});
