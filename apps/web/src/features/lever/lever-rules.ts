import {
  LEVER_ENTRY,
  LEVER_SIDE,
  compareDecimals,
  formatDecimal,
  shiftDecimalLeft,
  trimTrailingZeros,
  type LeverDeal,
  type LeverPosition,
  type LeverSubmitRequest,
  type LeverTotals,
} from '@tidemark/contracts';
import {
  addDecimals,
  ceilToStep,
  decimalsOf,
  divideDecimals,
  floorToStep,
  isMultipleOf,
  multiplyDecimals,
  subtractDecimals,
} from '../../shared/format/decimal';
import { positiveInput } from '../../shared/format/decimal-input';

/**
 * The rules of the contract order form and of the position sheets, on decimal strings only
 * (money is never a JS number). They are the server's formulas (docs/domain.md "Contracts (lever)",
 * apps/server/src/modules/lever/formulas.ts) with the same roundings, so what the form shows
 * before confirming is what the position holds after. The server checks everything again.
 */

export type LeverSide = 'long' | 'short';
/** 'stop': a stop-limit entry (it waits for a recorded price to reach its stop, then for its limit). */
export type EntryKind = 'market' | 'limit' | 'stop';

export const sideOf = (type: number): LeverSide => (type === LEVER_SIDE.long ? 'long' : 'short');

/** Rounds to the margin currency's places: 'up' (away from zero) for what the user pays. */
const roundTo = (value: string, places: number, mode: 'up' | 'down') =>
  trimTrailingZeros(formatDecimal(value, places, mode));

export interface Sizing {
  /** lots × lot_size, in base units. */
  qty: string;
  /** price × qty. */
  notional: string;
  /** notional / leverage, rounded up to the margin currency. */
  margin: string;
  /** notional × fee rate (the handling fee, charged at open), rounded up. */
  fee: string;
}

/** Margin and handling fee of `share` lots at `price` (the server's `sizing`). */
export function sizing(input: {
  price: string;
  share: string;
  lotSize: string;
  leverage: number;
  feeRate: string;
  places: number;
  /** A USD-base pair (USD/JPY): lots are dollars, so the notional is the quantity. */
  usdBase?: boolean;
}): Sizing {
  const qty = multiplyDecimals(input.share, input.lotSize);
  const notional = input.usdBase ? qty : multiplyDecimals(input.price, qty);
  return {
    qty,
    notional,
    margin: trimTrailingZeros(divideDecimals(notional, String(input.leverage), input.places, 'up')),
    fee: roundTo(multiplyDecimals(notional, input.feeRate), input.places, 'up'),
  };
}

/**
 * PnL of a position at `mark` as the server settles it: long (mark − open) × qty, short the
 * reverse (a USD-base pair: that amount is in the quote currency and is divided by `mark`); a
 * profit rounds down, a loss rounds up (both by less than one unit, against the user).
 */
export function pnlAt(
  side: LeverSide,
  openPrice: string,
  mark: string,
  qty: string,
  places: number,
  usdBase = false,
): string {
  const diff =
    side === 'long' ? subtractDecimals(mark, openPrice) : subtractDecimals(openPrice, mark);
  const exact = multiplyDecimals(diff, qty);
  // 'up' is away from zero: a loss grows, a profit is cut ('down').
  const mode = exact.startsWith('-') ? 'up' : 'down';
  if (usdBase) return trimTrailingZeros(divideDecimals(exact, mark, places, mode));
  return roundTo(exact, places, mode);
}

/** The account as the liquidation estimate needs it (the `totals` of /lever/deal, kept live). */
export type AccountTotals = Pick<
  LeverTotals,
  'balance' | 'frozen' | 'profits_total' | 'origin_caution_money_total'
>;

/**
 * The estimated liquidation price of a new position, or null when no price can reach it (a
 * long whose liquidation price would be zero or below).
 *
 * Cross margin (docs/domain.md): equity = lever balance (available + frozen) + Σ unrealised PnL;
 * the account is liquidated when equity / Σ margin × 100 ≤ liquidation_rate. Opening the new
 * position takes its fee f out of the balance and adds its margin m to Σ margin. With the
 * other positions' PnL U kept as it is now (the estimate's one assumption), the new position's
 * PnL at price X is qty × (X − P) for a long and qty × (P − X) for a short, so liquidation is at
 *
 *   cushion C = (available + frozen − f) + U − liquidation_rate / 100 × (Σ margin + m)
 *   long:  X ≤ P − C / qty        short:  X ≥ P + C / qty
 *
 * Prices move on the tick grid and P is on it, so the price shown is the first tick at which
 * it happens: P − ⌈C / qty⌉ for a long and P + ⌈C / qty⌉ for a short, ⌈⌉ rounding up to the
 * tick. (The server rounds a loss up by less than one unit of the margin currency; a tick
 * exactly at the line can fall either side of it.) A cushion of zero or less means the account
 * would be liquidated at once: the price is then at or beyond the entry.
 */
export function liquidationPrice(input: {
  side: LeverSide;
  entry: string;
  qty: string;
  margin: string;
  fee: string;
  account: AccountTotals;
  /** Percent, e.g. '50'. */
  liquidationRate: string;
  tickSize: string;
  usdBase?: boolean;
}): string | null {
  const { account } = input;
  const equity = addDecimals(
    addDecimals(account.balance, account.frozen),
    subtractDecimals(account.profits_total, input.fee),
  );
  const marginAfter = addDecimals(account.origin_caution_money_total, input.margin);
  const required = shiftDecimalLeft(multiplyDecimals(input.liquidationRate, marginAfter), 2);
  const cushion = subtractDecimals(equity, required);
  if (input.usdBase)
    return usdBaseLiquidationPrice(input.side, input.entry, input.qty, cushion, input.tickSize);
  // ⌈C / qty⌉ to the tick: first to the tick's decimals (towards +∞), then onto its grid.
  const places = decimalsOf(input.tickSize);
  const towardsCeiling = cushion.startsWith('-') ? 'down' : 'up';
  const distance = ceilToStep(
    divideDecimals(cushion, input.qty, places, towardsCeiling),
    input.tickSize,
  );
  if (input.side === 'short') return addDecimals(input.entry, distance);
  const price = subtractDecimals(input.entry, distance);
  return compareDecimals(price, '0') > 0 ? price : null;
}

/**
 * The same line for a USD-base pair, whose PnL at X is qty × (X − P) / X for a long and
 * qty × (P − X) / X for a short (yen converted at X). With the cushion C as above:
 *
 *   long:  C + q(X − P)/X ≤ 0  ⟺  X ≤ qP / (C + q)     (every price when C + q ≤ 0)
 *   short: C + q(P − X)/X ≤ 0  ⟺  X ≥ qP / (q − C)     (never when C ≥ q: the loss of a short
 *                                                        in dollars can never exceed q)
 *
 * shown as the first tick at or beyond the line.
 */
function usdBaseLiquidationPrice(
  side: LeverSide,
  entry: string,
  qty: string,
  cushion: string,
  tickSize: string,
): string | null {
  const places = decimalsOf(tickSize) + 2;
  const qp = multiplyDecimals(qty, entry);
  if (side === 'long') {
    const denominator = addDecimals(cushion, qty);
    if (compareDecimals(denominator, '0') <= 0) return entry;
    const price = floorToStep(divideDecimals(qp, denominator, places, 'down'), tickSize);
    return compareDecimals(price, '0') > 0 ? price : null;
  }
  const denominator = subtractDecimals(qty, cushion);
  if (compareDecimals(denominator, '0') <= 0) return null;
  return ceilToStep(divideDecimals(qp, denominator, places, 'up'), tickSize);
}

// ---------------------------------------------------------------- the order form

export interface LeverDraft {
  side: LeverSide;
  kind: EntryKind;
  leverage: number;
  /** Lots as typed. */
  share: string;
  /** The limit price as typed. */
  price: string;
  /** A stop-limit entry's stop price as typed. */
  stopPrice: string;
  /** Take-profit and stop-loss as typed; empty for none. */
  tp: string;
  sl: string;
}

export interface LeverContext {
  deal: LeverDeal;
  /** The live reference price (what a market order opens at), or null before one is known. */
  lastPrice: string | null;
  /** Decimals of the margin currency (USDT), to which margin and fees round. */
  places: number;
  /** The places its money shows with (the precision rule); `places` when not given. */
  display?: number;
}

export const initialDraft = (deal: LeverDeal): LeverDraft => ({
  side: 'long',
  kind: 'market',
  leverage: deal.leverages[0] ?? 1,
  share: '',
  price: '',
  stopPrice: '',
  tp: '',
  sl: '',
});

/** The price the draft would open at: its limit price, or the reference price. */
export function entryPriceOf(draft: LeverDraft, ctx: LeverContext): string | null {
  return draft.kind === 'market' ? ctx.lastPrice : positiveInput(draft.price);
}

/** A TP/SL field: '' and zero mean none (as the server reads them); else a positive decimal. */
type Level = { none: true } | { none: false; value: string | null };
function levelOf(text: string): Level {
  const trimmed = text.trim();
  if (trimmed === '' || /^0*\.?0*$/.test(trimmed)) return { none: true };
  return { none: false, value: positiveInput(trimmed) };
}

/** What the draft would cost now: margin and fee at the entry price, or null while unknown. */
export function draftSizing(draft: LeverDraft, ctx: LeverContext): Sizing | null {
  const price = entryPriceOf(draft, ctx);
  const share = positiveInput(draft.share);
  if (!price || !share) return null;
  return sizing({
    price,
    share,
    lotSize: ctx.deal.lot_size,
    leverage: draft.leverage,
    feeRate: ctx.deal.fee_rate,
    places: ctx.places,
    usdBase: ctx.deal.usd_base,
  });
}

/** The draft's estimated liquidation price (see `liquidationPrice`), or null. */
export function draftLiquidationPrice(draft: LeverDraft, ctx: LeverContext): string | null {
  const size = draftSizing(draft, ctx);
  const entry = entryPriceOf(draft, ctx);
  if (!size || !entry) return null;
  return liquidationPrice({
    side: draft.side,
    entry,
    qty: size.qty,
    margin: size.margin,
    fee: size.fee,
    account: ctx.deal.totals,
    liquidationRate: ctx.deal.liquidation_rate,
    tickSize: ctx.deal.tick_size,
    usdBase: ctx.deal.usd_base,
  });
}

/**
 * The first problem of a draft. 'price', 'quantity' read the common "please enter a correct
 * price / quantity"; 'insufficient_balance' the common text; the others are the server's error
 * codes, shown in its own words.
 */
export type LeverProblem =
  | 'price'
  | 'quantity'
  | 'insufficient_balance'
  | 'price_unavailable'
  | 'lever_leverage_invalid'
  | 'lever_share_below_minimum'
  | 'lever_share_above_maximum'
  | 'lever_limit_price_invalid'
  | 'lever_stop_price_invalid'
  | 'stop_price_invalid'
  | 'lever_stop_limit_invalid';

export type StopProblem = 'price' | 'lever_stop_price_invalid';

/**
 * TP/SL levels against a reference price (the entry of a new or waiting position, the current
 * mark of an open one): each must be on the tick, and for a long the TP above and the SL below
 * the reference, for a short the reverse, so that neither triggers at once. Empty clears one.
 */
export function stopProblem(
  side: LeverSide,
  reference: string,
  tpText: string,
  slText: string,
  tickSize: string,
): StopProblem | null {
  const tp = levelOf(tpText);
  const sl = levelOf(slText);
  for (const level of [tp, sl])
    if (!level.none && (!level.value || !isMultipleOf(level.value, tickSize))) return 'price';
  const long = side === 'long';
  if (!tp.none && tp.value) {
    const c = compareDecimals(tp.value, reference);
    if (long ? c <= 0 : c >= 0) return 'lever_stop_price_invalid';
  }
  if (!sl.none && sl.value) {
    const c = compareDecimals(sl.value, reference);
    if (long ? c >= 0 : c <= 0) return 'lever_stop_price_invalid';
  }
  return null;
}

/** The lots of the draft, checked against the instrument's step and limits. */
function shareProblem(draft: LeverDraft, deal: LeverDeal): LeverProblem | null {
  const share = positiveInput(draft.share);
  if (!share || !isMultipleOf(share, deal.share_step)) return 'quantity';
  if (compareDecimals(share, deal.lever_share_limit.min) < 0) return 'lever_share_below_minimum';
  if (compareDecimals(share, deal.lever_share_limit.max) > 0) return 'lever_share_above_maximum';
  return null;
}

/** The entry price: a limit price on the tick and on the waiting side of the market. */
function entryProblem(draft: LeverDraft, ctx: LeverContext): LeverProblem | null {
  if (draft.kind === 'market') return ctx.lastPrice ? null : 'price_unavailable';
  const price = positiveInput(draft.price);
  if (!price || !isMultipleOf(price, ctx.deal.tick_size)) return 'price';
  if (draft.kind === 'stop') {
    const stop = positiveInput(draft.stopPrice);
    if (!stop || !isMultipleOf(stop, ctx.deal.tick_size)) return 'price';
    // It waits above or below the market; the limit lies on the near side of the stop (a long
    // at or below it, a short at or above it).
    if (ctx.lastPrice && compareDecimals(stop, ctx.lastPrice) === 0) return 'stop_price_invalid';
    const c = compareDecimals(price, stop);
    return (draft.side === 'long' ? c <= 0 : c >= 0) ? null : 'lever_stop_limit_invalid';
  }
  if (!ctx.lastPrice) return null;
  const c = compareDecimals(price, ctx.lastPrice);
  // A limit long waits below the market, a limit short above it.
  return (draft.side === 'long' ? c < 0 : c > 0) ? null : 'lever_limit_price_invalid';
}

export function validateDraft(draft: LeverDraft, ctx: LeverContext): LeverProblem | null {
  const { deal } = ctx;
  const entry = entryProblem(draft, ctx);
  if (entry) return entry;
  const share = shareProblem(draft, deal);
  if (share) return share;
  if (!deal.leverages.includes(draft.leverage)) return 'lever_leverage_invalid';
  const entryPrice = entryPriceOf(draft, ctx);
  if (entryPrice) {
    const stops = stopProblem(draft.side, entryPrice, draft.tp, draft.sl, deal.tick_size);
    if (stops) return stops;
  }
  const size = draftSizing(draft, ctx);
  if (size && compareDecimals(addDecimals(size.margin, size.fee), deal.user_lever) > 0)
    return 'insufficient_balance';
  return null;
}

/** A TP/SL field on the wire: the plain decimal, or '' for none. */
export function levelForWire(text: string): string {
  const level = levelOf(text);
  return level.none ? '' : (level.value ?? text.trim());
}

/** The wire request of a checked draft (`target_price` for a limit or stop-limit entry, `stop_price` for a stop-limit). */
export function submitRequestOf(
  draft: LeverDraft,
  deal: LeverDeal,
  idempotencyKey: string,
): LeverSubmitRequest {
  return {
    match_id: deal.match_id,
    type: draft.side === 'long' ? LEVER_SIDE.long : LEVER_SIDE.short,
    share: positiveInput(draft.share) ?? draft.share,
    multiple: draft.leverage,
    status: draft.kind === 'market' ? LEVER_ENTRY.market : LEVER_ENTRY.limit,
    ...(draft.kind !== 'market' ? { target_price: positiveInput(draft.price) ?? draft.price } : {}),
    ...(draft.kind === 'stop'
      ? { stop_price: positiveInput(draft.stopPrice) ?? draft.stopPrice }
      : {}),
    target_profit_price: levelForWire(draft.tp),
    stop_loss_price: levelForWire(draft.sl),
    idempotency_key: idempotencyKey,
  };
}

// ---------------------------------------------------------------- positions

/**
 * The price TP/SL of a position are judged against, as the server does: the entry price of a
 * waiting order, the current mark of an open position.
 */
export function stopReference(position: LeverPosition): string {
  return position.status === 0 ? position.price : (position.update_price ?? position.price);
}

/** A position's PnL if it were closed at `mark` (the close sheet's expectation). */
export function expectedPnl(position: LeverPosition, mark: string, places: number): string {
  return pnlAt(
    sideOf(position.type),
    position.price,
    mark,
    position.number,
    places,
    position.usd_base,
  );
}

/**
 * An open position's return on its margin, in percent: PnL / margin × 100, half-up to two
 * places ('-0.78' on '100' → '-0.78'); null without a margin.
 */
export function positionRoe(pnl: string, margin: string): string | null {
  if (compareDecimals(margin, '0') <= 0) return null;
  // Exact enough to round once: a quotient cut towards zero at 12 places never crosses the
  // half-way point of the second.
  const quotient = divideDecimals(multiplyDecimals(pnl, '100'), margin, 12);
  return formatDecimal(quotient, 2, 'half-up');
}

/**
 * Where an open position would bring the account to liquidation, the other positions' PnL kept
 * as they are: the cross-margin line of `liquidationPrice` with this position already opened
 * (its margin in Σ margin, its fee paid) and its own PnL taken out of the account's, so the
 * line is found from its entry price. Null when no price reaches it.
 */
export function openPositionLiquidationPrice(input: {
  position: LeverPosition;
  account: AccountTotals;
  /** Percent, e.g. '50'. */
  liquidationRate: string;
  tickSize: string;
}): string | null {
  const { position, account } = input;
  return liquidationPrice({
    side: sideOf(position.type),
    entry: position.price,
    qty: position.number,
    margin: '0',
    fee: '0',
    account: {
      ...account,
      profits_total: subtractDecimals(account.profits_total, position.profits),
    },
    liquidationRate: input.liquidationRate,
    tickSize: input.tickSize,
    usdBase: position.usd_base,
  });
}
