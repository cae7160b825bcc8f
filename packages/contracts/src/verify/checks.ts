import { GAME_POINTS_PER_WIN } from '../community/schemas';
import { dadd, dcmp, ddiv, dmul, dround, dsub } from './decimal';
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

/** The expected value of a check whose deciding tick (or ledger entry) is not on record. */
export const NOT_IN_TICK_LOG = 'not in the tick log';
export const NOT_IN_LEDGER = 'not in the ledger';
const MISSING = NOT_IN_TICK_LOG;
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
    out.push({
      field: 'open_tick',
      stored: tick.price,
      expected: `${p.side === 1 ? '≤' : '≥'} ${p.origin_price}`,
    });
  amount(out, 'open_price', p.open_price, p.origin_price);
  return out;
}

export interface StopTriggerToCheck {
  stop_price: string;
  /** 'up': triggers at or above the stop; 'down': at or below it. */
  stop_direction: 'up' | 'down';
  trigger_price: string | null;
  trigger_ms: number | null;
}

/**
 * A stop-limit order's trigger (spot or contract): the stored tick is in the log with the
 * stored price, and it reached the stop on the side the order waited for.
 */
export function checkStopTrigger(o: StopTriggerToCheck, ticks: readonly LoggedTick[]): Mismatch[] {
  const out: Mismatch[] = [];
  const tick = o.trigger_ms === null ? undefined : tickAt(ticks, o.trigger_ms);
  if (!tick) {
    out.push({ field: 'trigger_tick', stored: str(o.trigger_ms), expected: MISSING });
    return out;
  }
  amount(out, 'trigger_price', o.trigger_price, tick.price);
  const c = dcmp(tick.price, o.stop_price);
  if (o.stop_direction === 'up' ? c < 0 : c > 0)
    out.push({
      field: 'trigger_tick',
      stored: tick.price,
      expected: `${o.stop_direction === 'up' ? '≥' : '≤'} ${o.stop_price}`,
    });
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

export interface TraderCloseToCheck {
  side: number;
  target_profit_price: string | null;
  stop_loss_price: string | null;
  close_tick_ms: number | null;
  close_reason: string | null;
}

/**
 * A copy that closed with its trader: at the tick of the trader's close record, for the
 * trader's reason (a take-profit or stop-loss recomputed from the trader's own stops at that
 * tick, since a copy has none), at that tick's price, with the PnL of the copy's own lots.
 */
export function checkCopyClose(
  p: LeverToCheck,
  trader: TraderCloseToCheck | null,
  ticks: readonly LoggedTick[],
): Mismatch[] {
  const out: Mismatch[] = [];
  const tick = p.close_tick_ms === null ? undefined : tickAt(ticks, p.close_tick_ms);
  if (!tick) {
    out.push({ field: 'close_tick', stored: str(p.close_tick_ms), expected: MISSING });
    return out;
  }
  exact(out, 'trader_close_tick_ms', p.close_tick_ms, trader?.close_tick_ms ?? null);
  amount(out, 'close_price', p.close_price, tick.price);
  const reason =
    trader === null
      ? null
      : trader.close_reason === 'tp' || trader.close_reason === 'sl'
        ? leverStop(trader, tick.price)
        : trader.close_reason;
  exact(out, 'close_reason', p.close_reason, reason);
  amount(out, 'realised_pnl', p.realised_pnl, leverPnl(p, tick.price));
  return out;
}

/** What a liquidation was decided on: the lever balance just before it and each open position at its price. */
export interface AccountAtLiquidation {
  /** Lever balance (available + frozen) before the liquidation's first journal. */
  balance: string;
  /** The liquidation rate (percent of the margin) at or below which an account is closed. */
  threshold: string;
  positions: {
    side: number;
    open_price: string;
    qty: string;
    precision: number;
    usd_base?: boolean;
    margin: string;
    /** The logged price it was valued at. */
    price: string;
  }[];
}

/** The account's risk rate (equity / Σ margin × 100, two places toward −∞), or null without margin. */
export function riskRate(a: AccountAtLiquidation): string | null {
  const margin = a.positions.reduce((s, p) => dadd(s, p.margin), '0');
  if (dcmp(margin, '0') <= 0) return null;
  const equity = a.positions.reduce((s, p) => dadd(s, leverPnl(p, p.price)), a.balance);
  return ddiv(dmul(equity, '100'), margin, 2, 'down');
}

/**
 * A liquidation: a close at a recorded tick (price and PnL as for any close), and the account
 * was at or below the liquidation rate then: equity (balance + Σ PnL of the open positions at
 * their logged prices) × 100 ≤ rate × Σ margin.
 */
export function checkLiquidation(
  p: LeverToCheck,
  account: AccountAtLiquidation | null,
  ticks: readonly LoggedTick[],
): Mismatch[] {
  const out = checkLeverClose(p, ticks);
  if (!account) {
    out.push({ field: 'risk_rate', stored: p.close_reason, expected: NOT_IN_LEDGER });
    return out;
  }
  const margin = account.positions.reduce((s, x) => dadd(s, x.margin), '0');
  const equity = account.positions.reduce((s, x) => dadd(s, leverPnl(x, x.price)), account.balance);
  // Exact: equity × 100 ≤ rate × Σ margin (the rounded rate is only for reading).
  if (dcmp(margin, '0') <= 0 || dcmp(dmul(equity, '100'), dmul(account.threshold, margin)) > 0) {
    const rate = riskRate(account);
    out.push({
      field: 'risk_rate',
      stored: rate === null ? null : `${rate}%`,
      expected: `≤ ${account.threshold}%`,
    });
  }
  return out;
}

/** A liquidated loan as stored (its liquidation event), and the rules it was decided by. */
export interface LoanLiquidationToCheck {
  loan_currency: string;
  collateral_currency: string;
  /** The loan currency's places: proceeds and fee are kept to them. */
  loan_precision: number;
  collateral: string;
  /** Principal and interest owed when it was liquidated. */
  debt: string;
  /** The settings: the LTV that liquidates, and the fee, a fraction of the proceeds. */
  liquidation_ltv: string;
  fee_rate: string;
  /** Why: 'ltv' (the LTV reached the level) or 'overdue' (a fixed term past its grace). */
  why: string;
  /** Unix seconds: the term's end (0 for an open term), the grace after it, the liquidation. */
  due_at: number;
  overdue_after_s: number;
  liquidated_at: number;
  /** The collateral's price in the loan currency and the ticks it came from. */
  price: string | null;
  tick_ms: number | null;
  loan_tick_ms: number | null;
  ltv: string | null;
  proceeds: string | null;
  fee: string | null;
  repaid: string | null;
  returned: string | null;
}

/** A currency's USDT price: USDT is 1 with no tick; another is its USDT pair's tick at `ms`. */
function usdtPriceAt(
  code: string,
  ms: number | null,
  ticks: readonly LoggedTick[],
): string | undefined {
  if (code === 'USDT') return '1';
  return ms === null ? undefined : tickAt(ticks, ms)?.price;
}

/**
 * A loan liquidation: the collateral's price in the loan currency is its USDT tick over the
 * loan currency's (18 places, toward −∞); the LTV at it, debt / (collateral × price) to 6
 * places toward −∞, reached the liquidation LTV (or the fixed term was past its grace); the
 * collateral sold at that price gives the proceeds and the fee on them, each to the loan
 * currency's places toward −∞; the debt is repaid from what is left, the rest returned.
 */
export function checkLoanLiquidation(
  l: LoanLiquidationToCheck,
  collateralTicks: readonly LoggedTick[],
  loanTicks: readonly LoggedTick[],
): Mismatch[] {
  const out: Mismatch[] = [];
  // With USDT as collateral the recorded tick is the loan currency's.
  const collateralMs = l.collateral_currency === 'USDT' ? null : l.tick_ms;
  if (l.collateral_currency === 'USDT') exact(out, 'tick_ms', l.tick_ms, l.loan_tick_ms);
  const c = usdtPriceAt(l.collateral_currency, collateralMs, collateralTicks);
  const p = usdtPriceAt(l.loan_currency, l.loan_tick_ms, loanTicks);
  if (c === undefined)
    out.push({ field: 'collateral_tick', stored: str(l.tick_ms), expected: MISSING });
  if (p === undefined || dcmp(p, '0') <= 0)
    out.push({ field: 'loan_tick', stored: str(l.loan_tick_ms), expected: MISSING });
  if (c === undefined || p === undefined || dcmp(p, '0') <= 0) return out;
  const price = ddiv(c, p, 18, 'down');
  amount(out, 'price', l.price, price);
  const value = dmul(l.collateral, price);
  const ltv = dcmp(value, '0') <= 0 ? '1' : ddiv(l.debt, value, 6, 'down');
  amount(out, 'ltv', l.ltv, ltv);
  if (l.why === 'ltv') {
    if (dcmp(ltv, l.liquidation_ltv) < 0)
      out.push({ field: 'ltv', stored: ltv, expected: `≥ ${l.liquidation_ltv}` });
  } else if (l.why === 'overdue') {
    if (l.due_at <= 0 || l.liquidated_at <= l.due_at + l.overdue_after_s)
      out.push({
        field: 'overdue',
        stored: str(l.liquidated_at),
        expected: `> ${l.due_at + l.overdue_after_s}`,
      });
  } else out.push({ field: 'why', stored: l.why, expected: 'ltv' });
  const proceeds = dround(value, l.loan_precision, 'down');
  const fee = dround(dmul(proceeds, l.fee_rate), l.loan_precision, 'down');
  const net = dsub(proceeds, fee);
  const repaid = dcmp(l.debt, net) <= 0 ? l.debt : net;
  amount(out, 'proceeds', l.proceeds, proceeds);
  amount(out, 'fee', l.fee, fee);
  amount(out, 'repaid', l.repaid, repaid);
  amount(out, 'returned', l.returned, dsub(net, repaid));
  return out;
}

export interface GameRoundToCheck {
  direction: number;
  minute_ms: number;
  open_price: string | null;
  close_price: string | null;
  result: string | null;
  points: number;
}

/**
 * A minute guess: open = the first tick at or after the minute's start, close = the first at or
 * after its end; up wins above, down below, equal ties; a win scores the fixed points.
 */
export function checkGameRound(r: GameRoundToCheck, ticks: readonly LoggedTick[]): Mismatch[] {
  const out: Mismatch[] = [];
  const open = firstAtOrAfter(ticks, r.minute_ms);
  const close = firstAtOrAfter(ticks, r.minute_ms + 60_000);
  if (!open || !close) {
    out.push({ field: open ? 'close_tick' : 'open_tick', stored: null, expected: MISSING });
    return out;
  }
  amount(out, 'open_price', r.open_price, open.price);
  amount(out, 'close_price', r.close_price, close.price);
  const verdict = optionVerdict(r.direction, open.price, close.price);
  exact(out, 'result', r.result, verdict);
  exact(out, 'points', r.points, verdict === 'win' ? GAME_POINTS_PER_WIN : 0);
  return out;
}
