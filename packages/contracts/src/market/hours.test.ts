import { describe, expect, it } from 'vitest';
import { isMarketOpen, nextMarketOpen } from './hours';

const at = (iso: string) => Date.parse(iso);

describe('market hours', () => {
  it('keeps crypto open around the clock', () => {
    expect(isMarketOpen('24x7', at('2026-11-28T12:00:00Z'))).toBe(true);
    expect(nextMarketOpen('24x7', at('2026-11-29T23:59:59Z'))).toBeNull();
  });

  it('closes weekday markets from Saturday 00:00 to Monday 00:00 UTC', () => {
    expect(isMarketOpen('weekdays', at('2026-11-27T23:59:59Z'))).toBe(true); // Friday
    expect(isMarketOpen('weekdays', at('2026-11-28T00:00:00Z'))).toBe(false); // Saturday
    expect(isMarketOpen('weekdays', at('2026-11-29T23:59:59Z'))).toBe(false); // Sunday
    expect(isMarketOpen('weekdays', at('2026-11-30T00:00:00Z'))).toBe(true); // Monday
  });

  it('names Monday 00:00 UTC as the next opening from any moment of the weekend', () => {
    const monday = at('2026-11-30T00:00:00Z');
    expect(nextMarketOpen('weekdays', at('2026-11-28T00:00:00Z'))).toBe(monday);
    expect(nextMarketOpen('weekdays', at('2026-11-28T15:30:00Z'))).toBe(monday);
    expect(nextMarketOpen('weekdays', at('2026-11-29T23:59:59Z'))).toBe(monday);
    expect(nextMarketOpen('weekdays', at('2026-11-30T00:00:00Z'))).toBeNull();
  });
});
