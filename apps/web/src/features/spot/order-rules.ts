import {
  SPOT_SIDE,
  compareDecimals,
  type CoinTradeRequest,
  type SpotPair,
} from '@tidemark/contracts';
import {
  addDecimals,
  decimalsOf,
  divideDecimals,
  floorToStep,
  isMultipleOf,
  multiplyDecimals,
  percentOf,
  subtractDecimals,
} from '../../shared/format/decimal';
import { positiveInput } from '../../shared/format/decimal-input';

/**
 * The rules of the spot order form, free of React: what the slider turns into, what an
 * order holds, its total, and the first problem to report. The server checks all of it
 * again and is the authority; these only spare the user a round trip.
 */

export type OrderSide = 'buy' | 'sell';
/** 'stop': a stop-limit order (it waits for a recorded price to reach its stop, then is a limit order). */
export type OrderKind = 'limit' | 'market' | 'stop';
/** What a market buy is sized by: a base quantity, or a quote total to spend. */
export type OrderBy = 'amount' | 'total';

export interface OrderDraft {
  side: OrderSide;
  kind: OrderKind;
  /** The limit price as typed (digits and one point). */
  price: string;
  /** A stop-limit order's stop price as typed. */
  stopPrice: string;
  /** A market buy: by quantity or by total (a sell is always by quantity). */
  by: OrderBy;
  /** A market buy by total: the quote total as typed. */
  total: string;
  /** The base quantity as typed. */
  amount: string;
  /** The slider mark the user chose; null once the quantity was typed or stepped. */
  percent: number | null;
  /** The user set the price (a typed or tapped price is never replaced by the last price). */
  priceTouched: boolean;
}

export interface OrderContext {
  pair: SpotPair;
  /** The reference (last) price; null before it is known. */
  lastPrice: string | null;
  /** Available spot balances; null for visitors. */
  available: { base: string; quote: string } | null;
}

/** The slider's marks: shares of the available balance. */
export const PERCENT_MARKS = [0, 25, 50, 75, 100] as const;

export const initialDraft = (side: OrderSide = 'buy'): OrderDraft => ({
  side,
  kind: 'limit',
  price: '',
  stopPrice: '',
  by: 'amount',
  total: '',
  amount: '',
  percent: null,
  priceTouched: false,
});

/** A market buy sized by the quote total it spends. */
export const byTotal = (draft: OrderDraft): boolean =>
  draft.kind === 'market' && draft.side === 'buy' && draft.by === 'total';

/** The total `percent` of the available quote spends, rounded down to the quote's places. */
export function totalForPercent(ctx: OrderContext, percent: number, places: number): string {
  if (!ctx.available || percent <= 0) return '';
  return floorToStep(
    percentOf(ctx.available.quote, percent),
    places > 0 ? `0.${'0'.repeat(places - 1)}1` : '1',
  );
}

/** The price a market buy is held at: the reference price plus the market protection. */
export function marketBuyHoldPrice(ctx: OrderContext): string | null {
  if (!ctx.lastPrice) return null;
  return multiplyDecimals(ctx.lastPrice, addDecimals('1', ctx.pair.market_protection));
}

/**
 * The furthest price a market order of this side may fill at: the reference price plus the
 * market protection for a buy, minus it for a sell (the server cancels what lies beyond).
 */
export function marketProtectionPrice(side: OrderSide, ctx: OrderContext): string | null {
  if (side === 'buy') return marketBuyHoldPrice(ctx);
  if (!ctx.lastPrice) return null;
  return multiplyDecimals(ctx.lastPrice, subtractDecimals('1', ctx.pair.market_protection));
}

/** The price a buy of this draft is held at (limit price or protected reference), or null. */
function buyHoldPrice(draft: OrderDraft, ctx: OrderContext): string | null {
  return draft.kind === 'market' ? marketBuyHoldPrice(ctx) : positiveInput(draft.price);
}

/**
 * The quantity `percent` of the available balance buys or sells, rounded down to the
 * quantity step; '' when it cannot be known yet (no balance, no price).
 */
export function quantityForPercent(draft: OrderDraft, ctx: OrderContext, percent: number): string {
  if (!ctx.available || percent <= 0) return '';
  const step = ctx.pair.qty_step;
  if (draft.side === 'sell') return floorToStep(percentOf(ctx.available.base, percent), step);
  const price = buyHoldPrice(draft, ctx);
  if (!price) return '';
  const spend = percentOf(ctx.available.quote, percent);
  return floorToStep(divideDecimals(spend, price, decimalsOf(step), 'down'), step);
}

/** Where the slider stands: the chosen mark, or the typed quantity's share of the maximum. */
export function sliderPercent(draft: OrderDraft, ctx: OrderContext): number {
  if (draft.percent !== null) return draft.percent;
  if (byTotal(draft)) {
    const total = positiveInput(draft.total);
    if (!total || !ctx.available || !positiveInput(ctx.available.quote)) return 0;
    const share = divideDecimals(multiplyDecimals(total, '100'), ctx.available.quote, 0, 'down');
    return compareDecimals(share, '100') >= 0 ? 100 : Number(share);
  }
  const amount = positiveInput(draft.amount);
  const max = quantityForPercent(draft, ctx, 100);
  if (!amount || !positiveInput(max)) return 0;
  const share = divideDecimals(multiplyDecimals(amount, '100'), max, 0, 'down');
  return compareDecimals(share, '100') >= 0 ? 100 : Number(share);
}

/** Price × quantity: exact for a limit order, an estimate at the last price for a market order. */
export function orderTotal(draft: OrderDraft, ctx: OrderContext): string | null {
  if (byTotal(draft)) return positiveInput(draft.total);
  const amount = positiveInput(draft.amount);
  const price = draft.kind === 'market' ? ctx.lastPrice : positiveInput(draft.price);
  return amount && price ? multiplyDecimals(price, amount) : null;
}

/** What placing the draft freezes: quote for a buy, base for a sell. */
export function heldFunds(
  draft: OrderDraft,
  ctx: OrderContext,
): { amount: string; of: 'base' | 'quote' } | null {
  // A buy by total holds exactly its total.
  if (byTotal(draft)) {
    const total = positiveInput(draft.total);
    return total ? { amount: total, of: 'quote' } : null;
  }
  const amount = positiveInput(draft.amount);
  if (!amount) return null;
  if (draft.side === 'sell') return { amount, of: 'base' };
  const price = buyHoldPrice(draft, ctx);
  return price ? { amount: multiplyDecimals(price, amount), of: 'quote' } : null;
}

/**
 * The first problem of the draft. 'price', 'quantity' and 'amount' read "please enter a
 * correct price / quantity / amount"; the others carry the server's error codes and texts.
 */
export type OrderProblem =
  | 'price'
  | 'quantity'
  | 'amount'
  | 'quantity_below_minimum'
  | 'quantity_above_maximum'
  | 'order_value_below_minimum'
  | 'insufficient_balance'
  | 'stop_price_invalid'
  | 'total_invalid';

/**
 * The first problem of the draft; `quotePlaces` are the quote currency's places (a total
 * spent has no more).
 */
export function validateOrder(
  draft: OrderDraft,
  ctx: OrderContext,
  quotePlaces: number = 8,
): OrderProblem | null {
  const { pair } = ctx;
  if (draft.kind !== 'market') {
    const price = positiveInput(draft.price);
    if (!price || !isMultipleOf(price, pair.tick_size)) return 'price';
  }
  if (draft.kind === 'stop') {
    const stop = positiveInput(draft.stopPrice);
    if (!stop || !isMultipleOf(stop, pair.tick_size)) return 'price';
    // At the price now it would trigger at once: it must wait above or below it.
    if (ctx.lastPrice && compareDecimals(stop, ctx.lastPrice) === 0) return 'stop_price_invalid';
  }
  if (byTotal(draft)) {
    const total = positiveInput(draft.total);
    if (!total || decimalsOf(total) > quotePlaces) return 'total_invalid';
    if (compareDecimals(total, pair.min_notional) < 0) return 'order_value_below_minimum';
    if (ctx.available && compareDecimals(total, ctx.available.quote) > 0)
      return 'insufficient_balance';
    return null;
  }
  const amount = positiveInput(draft.amount);
  if (!amount || !isMultipleOf(amount, pair.qty_step)) return 'quantity';
  if (compareDecimals(amount, pair.min_qty) < 0) return 'quantity_below_minimum';
  if (compareDecimals(amount, pair.max_qty) > 0) return 'quantity_above_maximum';
  const total = orderTotal(draft, ctx);
  // A market order needs a reference price to be valued at all.
  if (!total) return 'amount';
  if (compareDecimals(total, pair.min_notional) < 0) return 'order_value_below_minimum';
  const held = heldFunds(draft, ctx);
  if (ctx.available && held && compareDecimals(held.amount, ctx.available[held.of]) > 0)
    return 'insufficient_balance';
  return null;
}

/**
 * The wire request of a checked draft: `target_price` for a limit or stop-limit order,
 * `stop_price` for a stop-limit, `quote_qty` instead of `amount` for a market buy by total.
 */
export function tradeRequestOf(
  draft: OrderDraft,
  pair: SpotPair,
  idempotencyKey: string,
): CoinTradeRequest {
  return {
    legal_id: pair.legal_id,
    currency_id: pair.currency_id,
    type: draft.side === 'buy' ? SPOT_SIDE.buy : SPOT_SIDE.sell,
    ...(byTotal(draft)
      ? { quote_qty: positiveInput(draft.total) ?? draft.total }
      : { amount: positiveInput(draft.amount) ?? draft.amount }),
    ...(draft.kind !== 'market' ? { target_price: positiveInput(draft.price) ?? draft.price } : {}),
    ...(draft.kind === 'stop'
      ? { stop_price: positiveInput(draft.stopPrice) ?? draft.stopPrice }
      : {}),
    idempotency_key: idempotencyKey,
  };
}

/** A market buy by total: about what it buys at the last price (the book decides). */
export function estimatedQuantity(draft: OrderDraft, ctx: OrderContext): string | null {
  const total = positiveInput(draft.total);
  if (!byTotal(draft) || !total || !ctx.lastPrice) return null;
  const step = ctx.pair.qty_step;
  return floorToStep(divideDecimals(total, ctx.lastPrice, decimalsOf(step), 'down'), step);
}
