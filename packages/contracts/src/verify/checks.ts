import {
  boxPick,
  dualPayout,
  firstAtOrAfter,
  lastAtOrBefore,
  leverEntryReached,
  leverPnl,
  leverStop,
  optionPayout,
  optionVerdict,
  sameAmount,
  tickAt,
  type LoggedTick,
} from './rules';

/**
 * One check per settled thing: given its stored row and the ticks of its instrument around
 * the moments that decided it, the fields whose stored value differs from what the rules give.
 * An empty list is a verified settlement.
 */
export interface Mismatch {
  field: string;
  stored: string | null;
  expected: string | null;
}

const MISSING = 'not in the tick log';
const str = (v: string | number | null | undefined): string | null =>
  v === null || v === undefined ? null : String(v);

function amount(out: Mismatch[], field: string, stored: string | null, expected: string | null) {
  if (!sameAmount(stored, expected)) out.push({ field, stored, expected });
}

function exact(out: Mismatch[], field: string, stored: unknown, expected: unknown) {
  if (str(stored as string) !== str(expected as string))
    out.push({ field, stored: str(stored as string), expected: str(expected as string) });
}

export interface OptionToCheck {
  direction: number;
  stake: string;
  payout_rate: string;
  coupon_amount?: string;
  precision: number;
  open_price: string;
  open_tick_ms: number;
  expires_at_ms: number;
  close_price: string | null;
  close_tick_ms: number | null;
  result: string | null;
  payout: string | null;
}

/** Open = the tick the order names; close = the first tick at or after expiry; then the verdict and payout. */
export function checkOption(o: OptionToCheck, ticks: readonly LoggedTick[]): Mismatch[] {
  const out: Mismatch[] = [];
  const open = tickAt(ticks, o.open_tick_ms);
  if (!open) out.push({ field: 'open_tick', stored: str(o.open_tick_ms), expected: MISSING });
  else amount(out, 'open_price', o.open_price, open.price);
  const close = firstAtOrAfter(ticks, o.expires_at_ms);
  if (!close) {
    out.push({ field: 'close_tick', stored: str(o.close_tick_ms), expected: MISSING });
    return out;
  }
  exact(out, 'close_tick_ms', o.close_tick_ms, close.ts);
  amount(out, 'close_price', o.close_price, close.price);
  if (!open) return out;
  const verdict = optionVerdict(o.direction, open.price, close.price);
  exact(out, 'result', o.result, verdict);
  amount(out, 'payout', o.payout, optionPayout(verdict, o));
  return out;
}

export interface LeverToCheck {
  side: number;
  kind: string;
  qty: string;
  precision: number;
  usd_base?: boolean;
  origin_price: string;
  open_price: string;
  open_tick_price: string | null;
  open_tick_ms: number | null;
  target_profit_price: string | null;
  stop_loss_price: string | null;
  close_price: string | null;
  close_tick_ms: number | null;
  close_reason: string | null;
  realised_pnl: string | null;
}

/** A close: at a recorded tick; a TP/SL close at a price that reached it; the PnL from that price. */
export function checkLeverClose(p: LeverToCheck, ticks: readonly LoggedTick[]): Mismatch[] {
  const out: Mismatch[] = [];
  const tick = p.close_tick_ms === null ? undefined : tickAt(ticks, p.close_tick_ms);
  if (!tick) {
    out.push({ field: 'close_tick', stored: str(p.close_tick_ms), expected: MISSING });
    return out;
  }
  amount(out, 'close_price', p.close_price, tick.price);
  if (p.close_reason === 'tp' || p.close_reason === 'sl')
    exact(out, 'close_reason', p.close_reason, leverStop(p, tick.price));
  amount(out, 'realised_pnl', p.realised_pnl, leverPnl(p, tick.price));
  return out;
}

/** A limit entry: filled at a recorded tick that reached the limit, and opened at the limit price. */
export function checkLeverEntry(p: LeverToCheck, ticks: readonly LoggedTick[]): Mismatch[] {
  const out: Mismatch[] = [];
  const tick = p.open_tick_ms === null ? undefined : tickAt(ticks, p.open_tick_ms);
  if (!tick) {
    out.push({ field: 'open_tick', stored: str(p.open_tick_ms), expected: MISSING });
    return out;
  }
  amount(out, 'open_tick_price', p.open_tick_price, tick.price);
  if (!leverEntryReached(p.side, p.origin_price, tick.price))
    out.push({ field: 'open_tick', stored: tick.price, expected: `reaching ${p.origin_price}` });
  amount(out, 'open_price', p.open_price, p.origin_price);
  return out;
}

export interface DualToCheck {
  type: 'call' | 'put';
  total: string;
  exercise_price: string;
  order_rate: string;
  day: number;
  end_at: number;
  settle_price: string | null;
  settle_tick_ms: number | null;
  /** 'coin' or 'usdt': which currency the stored payout is in. */
  pays: 'coin' | 'usdt' | null;
  payout: string | null;
}

/** The last tick at or before the settlement time, then the payout and its currency. */
export function checkDual(
  o: DualToCheck,
  ticks: readonly LoggedTick[],
  places: { coin: number; usdt: number },
): Mismatch[] {
  const out: Mismatch[] = [];
  const tick = lastAtOrBefore(ticks, o.end_at * 1000);
  if (!tick) {
    out.push({ field: 'settle_tick', stored: str(o.settle_tick_ms), expected: MISSING });
    return out;
  }
  exact(out, 'settle_tick_ms', o.settle_tick_ms, tick.ts);
  amount(out, 'settle_price', o.settle_price, tick.price);
  const due = dualPayout(
    { type: o.type, total: o.total, strike: o.exercise_price, rate: o.order_rate, day: o.day },
    tick.price,
    places,
  );
  exact(out, 'payout_currency', o.pays, due.pays);
  amount(out, 'payout', o.payout, due.amount);
  return out;
}

/** A box: the seed matches its published hash, and the draw from HMAC(seed, box id) is the stored entry. */
export function checkBox(
  b: { drawn_pool_id: number | null; seed_matches_hash: boolean; hmac_hex: string },
  pool: readonly { id: number; weight: number }[],
): Mismatch[] {
  const out: Mismatch[] = [];
  if (!b.seed_matches_hash)
    out.push({ field: 'seed', stored: 'seed', expected: 'its published hash' });
  exact(out, 'drawn_pool_id', b.drawn_pool_id, boxPick(b.hmac_hex, pool));
  return out;
}
