import { LEVER_SHARE_DECIMALS, LEVER_SIDE } from '@tidemark/contracts';
import {
  cmp,
  dec,
  fixed,
  isNegative,
  isPositive,
  isZero,
  mul,
  neg,
  roundDown,
  roundUp,
  sub,
  sum,
  type Amount,
} from '../../platform/money';

/**
 * The formulas of docs/domain.md "Contracts (lever)", pure (no I/O), so they can be tested as tables.
 * Rounding names its direction: what the user pays (margin, fees, losses) rounds up to the
 * margin currency's precision, what the user receives (profits) rounds down.
 */
export type Side = (typeof LEVER_SIDE)[keyof typeof LEVER_SIDE];

/**
 * A pair whose base is the dollar and whose quote is another currency (USD/JPY). Its lots are
 * dollars, so the notional is the quantity itself; a price change × quantity is in the quote
 * currency (yen) and is converted to the margin currency by dividing by the price it is
 * valued at. Every other pair is quoted in USD or USDT, taken 1:1 as the margin currency.
 */
export const isUsdBase = (i: { base: string; quote: string }): boolean =>
  i.base === 'USD' && i.quote !== 'USD' && i.quote !== 'USDT';

export interface Sizing {
  /** share × lot_size, in base units. */
  qty: Amount;
  /** price × qty (a USD-base pair: qty). */
  notional: Amount;
  /** notional / leverage. */
  margin: Amount;
  /** notional × fee rate (the handling fee, charged at open). */
  fee: Amount;
}

export function sizing(input: {
  price: Amount;
  share: Amount;
  lotSize: Amount;
  leverage: number;
  feeRate: Amount;
  places: number;
  usdBase?: boolean;
}): Sizing {
  const qty = mul(input.share, input.lotSize);
  const notional = input.usdBase ? qty : mul(input.price, qty);
  return {
    qty,
    notional,
    margin: roundUp(dec(notional).dividedBy(input.leverage).toFixed(), input.places),
    fee: roundUp(mul(notional, input.feeRate), input.places),
  };
}

/** Exact PnL at a price: long (mark − open) × qty, short the reverse (a USD-base pair: ÷ mark). */
export function pnlExact(
  side: Side,
  openPrice: Amount,
  mark: Amount,
  qty: Amount,
  usdBase = false,
): Amount {
  const diff = side === LEVER_SIDE.long ? sub(mark, openPrice) : sub(openPrice, mark);
  const inQuote = mul(diff, qty);
  return usdBase ? dec(inQuote).dividedBy(mark).toFixed() : inQuote;
}

/** PnL as it is settled: a profit rounds down, a loss rounds up (both in the user's disfavour by < 1 unit). */
export function pnl(
  side: Side,
  openPrice: Amount,
  mark: Amount,
  qty: Amount,
  places: number,
  usdBase = false,
): Amount {
  const exact = pnlExact(side, openPrice, mark, qty, usdBase);
  return isNegative(exact) ? neg(roundUp(neg(exact), places)) : roundDown(exact, places);
}

/** Overnight fee of one day: notional at entry × rate, rounded up. */
export const overnightFee = (
  openPrice: Amount,
  qty: Amount,
  rate: Amount,
  places: number,
  usdBase = false,
): Amount => roundUp(mul(usdBase ? qty : mul(openPrice, qty), rate), places);

/** Risk rate in percent, 2 decimals rounded toward zero; '0' without margin (no open position). */
export function riskRate(equity: Amount, marginTotal: Amount): Amount {
  if (!isPositive(marginTotal)) return '0';
  return fixed(dec(equity).times(100).dividedBy(marginTotal).toFixed(), 2);
}

/** Liquidation when equity / Σ margin × 100 ≤ threshold (compared exactly, without division). */
export function mustLiquidate(
  equity: Amount,
  marginTotal: Amount,
  thresholdPercent: Amount,
): boolean {
  return (
    isPositive(marginTotal) && cmp(mul(equity, '100'), mul(thresholdPercent, marginTotal)) <= 0
  );
}

/** Cross-margin equity: lever balance (available + frozen) + Σ PnL of the open positions. */
export const equityOf = (available: Amount, frozen: Amount, pnls: Amount[]): Amount =>
  sum([available, frozen, ...pnls]);

/** Take-profit / stop-loss: which one the mark has reached (stop-loss first), or null. */
export function stopReached(
  p: { side: Side; target_profit_price: Amount | null; stop_loss_price: Amount | null },
  mark: Amount,
): 'tp' | 'sl' | null {
  const long = p.side === LEVER_SIDE.long;
  if (
    p.stop_loss_price !== null &&
    (long ? cmp(mark, p.stop_loss_price) <= 0 : cmp(mark, p.stop_loss_price) >= 0)
  )
    return 'sl';
  if (
    p.target_profit_price !== null &&
    (long ? cmp(mark, p.target_profit_price) >= 0 : cmp(mark, p.target_profit_price) <= 0)
  )
    return 'tp';
  return null;
}

/**
 * A stop-limit entry's stop is reached when the mark is at or beyond it on the side it waited
 * for: 'up' (placed below it) at or above, 'down' at or below.
 */
export const stopTriggered = (
  p: { stop_price: Amount | null; stop_direction: 'up' | 'down' | null },
  mark: Amount,
): boolean =>
  p.stop_price !== null &&
  (p.stop_direction === 'up' ? cmp(mark, p.stop_price) >= 0 : cmp(mark, p.stop_price) <= 0);

/**
 * A stop-limit entry's limit lies on the near side of its stop (a long at or below it, a short
 * at or above it): a limit beyond the stop would open, at the trigger, at a price worse than
 * the mark that triggered it. Once triggered it is a limit entry like any other.
 */
export const stopLimitValid = (side: Side, stop: Amount, limitPrice: Amount): boolean =>
  side === LEVER_SIDE.long ? cmp(limitPrice, stop) <= 0 : cmp(limitPrice, stop) >= 0;

/** A limit entry opens when the mark reaches its price: a long at or below, a short at or above. */
export const entryReached = (side: Side, limitPrice: Amount, mark: Amount): boolean =>
  side === LEVER_SIDE.long ? cmp(mark, limitPrice) <= 0 : cmp(mark, limitPrice) >= 0;

/** A limit entry must wait: a long below the market, a short above it. */
export const limitOnRightSide = (side: Side, limitPrice: Amount, mark: Amount): boolean =>
  side === LEVER_SIDE.long ? cmp(limitPrice, mark) < 0 : cmp(limitPrice, mark) > 0;

/** Levels that would not trigger at `reference`: a long's TP above and SL below it; a short's the reverse. */
export function stopsValid(
  side: Side,
  reference: Amount,
  tp: Amount | null,
  sl: Amount | null,
): boolean {
  const long = side === LEVER_SIDE.long;
  if (tp !== null && (long ? cmp(tp, reference) <= 0 : cmp(tp, reference) >= 0)) return false;
  if (sl !== null && (long ? cmp(sl, reference) >= 0 : cmp(sl, reference) <= 0)) return false;
  return true;
}

/** Lots: positive, at most two decimals. */
export const shareWellFormed = (share: Amount): boolean =>
  isPositive(share) && dec(share).decimalPlaces() <= LEVER_SHARE_DECIMALS;

/** A price on the instrument's tick. */
export const onTick = (price: Amount, tickSize: Amount): boolean =>
  isZero(dec(price).modulo(tickSize).toFixed());
