import { dadd, dcmp, ddiv, dmul, dnorm, dround, dsub } from './decimal';

/**
 * The settlement rules of docs/domain.md, written a second time for checking: the verifier CLI and
 * the app's "Verify my settlements" page recompute results with these, never with the server
 * code that wrote them. Inputs are what the stored rows and the public tick log hold.
 */

export interface LoggedTick {
  ts: number;
  price: string;
}

/** The tick recorded at exactly `ts`, if the log has it. */
export const tickAt = (ticks: readonly LoggedTick[], ts: number): LoggedTick | undefined =>
  ticks.find((t) => t.ts === ts);

/** The first tick at or after `ms` (the close of a seconds option). */
export function firstAtOrAfter(ticks: readonly LoggedTick[], ms: number): LoggedTick | undefined {
  let best: LoggedTick | undefined;
  for (const t of ticks) if (t.ts >= ms && (!best || t.ts < best.ts)) best = t;
  return best;
}

/** The last tick at or before `ms` (a dual settlement). */
export function lastAtOrBefore(ticks: readonly LoggedTick[], ms: number): LoggedTick | undefined {
  let best: LoggedTick | undefined;
  for (const t of ticks) if (t.ts <= ms && (!best || t.ts > best.ts)) best = t;
  return best;
}

// ------------------------------------------------------------------ seconds options

export type OptionVerdict = 'win' | 'loss' | 'tie';

/** Direction 1 (up) wins when close > open, 2 (down) when close < open; equal prices tie. */
export function optionVerdict(direction: number, open: string, close: string): OptionVerdict {
  const c = dcmp(close, open);
  if (c === 0) return 'tie';
  return (direction === 1 && c > 0) || (direction === 2 && c < 0) ? 'win' : 'loss';
}

/**
 * What comes back: a win stake + stake × rate (the profit rounded down to the currency's
 * places), a tie the stake, a loss nothing. A coupon-paid part of the stake never comes back.
 */
export function optionPayout(
  verdict: OptionVerdict,
  o: { stake: string; payout_rate: string; coupon_amount?: string; precision: number },
): string {
  const coupon = o.coupon_amount ?? '0';
  if (verdict === 'loss') return '0';
  const back =
    verdict === 'tie'
      ? o.stake
      : dadd(o.stake, dround(dmul(o.stake, o.payout_rate), o.precision, 'down'));
  return dsub(back, coupon);
}

// ------------------------------------------------------------------ contracts (lever)

/** Side 1 long, 2 short. PnL = (close − open) × qty (short: reversed), floored to the places. */
export function leverPnl(
  p: { side: number; open_price: string; qty: string; precision: number; usd_base?: boolean },
  close: string,
): string {
  const diff = p.side === 1 ? dsub(close, p.open_price) : dsub(p.open_price, close);
  const inQuote = dmul(diff, p.qty);
  // A USD-base pair (USD/JPY): the PnL is in the quote currency, converted at the close price.
  return p.usd_base
    ? ddiv(inQuote, close, p.precision, 'down')
    : dround(inQuote, p.precision, 'down');
}

/** Which stop a price reached: the stop-loss first, then the take-profit; null for neither. */
export function leverStop(
  p: { side: number; target_profit_price: string | null; stop_loss_price: string | null },
  price: string,
): 'tp' | 'sl' | null {
  const long = p.side === 1;
  const sl = p.stop_loss_price;
  const tp = p.target_profit_price;
  if (sl !== null && (long ? dcmp(price, sl) <= 0 : dcmp(price, sl) >= 0)) return 'sl';
  if (tp !== null && (long ? dcmp(price, tp) >= 0 : dcmp(price, tp) <= 0)) return 'tp';
  return null;
}

/** A limit entry fills when the price reaches it: a long at or below, a short at or above. */
export const leverEntryReached = (side: number, limit: string, price: string): boolean =>
  side === 1 ? dcmp(price, limit) <= 0 : dcmp(price, limit) >= 0;

// ------------------------------------------------------------------ dual investment

/**
 * With factor = 1 + day × rate% / 365 (one fraction over 36 500, floored once to the paid
 * currency's places): call pays coin = total × factor below the strike, else USDT = total ×
 * strike × factor; put pays coin = total / strike × factor at or below it, else USDT = total × factor.
 */
export function dualPayout(
  o: { type: 'call' | 'put'; total: string; strike: string; rate: string; day: number },
  price: string,
  places: { coin: number; usdt: number },
): { pays: 'coin' | 'usdt'; amount: string } {
  const parts = dadd('36500', dmul(String(o.day), o.rate));
  const grown = dmul(o.total, parts);
  if (o.type === 'call')
    return dcmp(price, o.strike) < 0
      ? { pays: 'coin', amount: ddiv(grown, '36500', places.coin, 'down') }
      : { pays: 'usdt', amount: ddiv(dmul(grown, o.strike), '36500', places.usdt, 'down') };
  return dcmp(price, o.strike) <= 0
    ? { pays: 'coin', amount: ddiv(grown, dmul('36500', o.strike), places.coin, 'down') }
    : { pays: 'usdt', amount: ddiv(grown, '36500', places.usdt, 'down') };
}

// ------------------------------------------------------------------ blind boxes

/**
 * The entry a box gets: HMAC-SHA256(seed, box id as decimal text) read as a 256-bit number,
 * its remainder by the total weight walked through the pool in id order.
 */
export function boxPick(hmacHex: string, pool: readonly { id: number; weight: number }[]): number {
  const sorted = [...pool].sort((a, b) => a.id - b.id);
  const total = sorted.reduce((s, e) => s + BigInt(e.weight), 0n);
  if (!sorted.length || total <= 0n) throw new Error('empty pool');
  let left = BigInt(`0x${hmacHex}`) % total;
  for (const e of sorted) {
    const w = BigInt(e.weight);
    if (left < w) return e.id;
    left -= w;
  }
  return sorted[sorted.length - 1]!.id;
}

/** Equal as decimals (stored values come with or without trailing zeros). */
export const sameAmount = (a: string | null, b: string | null): boolean =>
  a === null || b === null ? a === b : dnorm(a) === dnorm(b);
