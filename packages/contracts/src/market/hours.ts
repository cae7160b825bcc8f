/**
 * When instruments trade (docs/domain.md): crypto around the clock; stocks, forex and commodities on
 * weekdays, closed on Saturday and Sunday (UTC). Shared by the server (orders are refused while
 * closed) and the app (which says when the market opens next).
 */
export type MarketHours = '24x7' | 'weekdays';

const DAY_MS = 86_400_000;

export function isMarketOpen(hours: MarketHours, atMs: number): boolean {
  if (hours === '24x7') return true;
  const day = new Date(atMs).getUTCDay();
  return day !== 0 && day !== 6;
}

/** The next opening (Monday 00:00 UTC for a weekday market) in ms, or null when it is open. */
export function nextMarketOpen(hours: MarketHours, atMs: number): number | null {
  if (isMarketOpen(hours, atMs)) return null;
  const midnight = Math.floor(atMs / DAY_MS) * DAY_MS;
  // Saturday → 2 days to Monday, Sunday → 1.
  const day = new Date(atMs).getUTCDay();
  return midnight + (day === 6 ? 2 : 1) * DAY_MS;
}
