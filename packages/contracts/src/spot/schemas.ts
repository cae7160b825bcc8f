import { z } from 'zod';
import { idSchema, intSchema } from '../common/ids';
import { decimalString, positiveDecimalString } from '../common/decimal';
import { pageQuerySchema } from '../common/pagination';

const id = idSchema;

/**
 * POST /coin/trade: a limit order when `target_price` is given, a market order otherwise; a
 * stop-limit order when `stop_price` is given too (it waits, untriggered, until a recorded tick
 * reaches the stop, then enters the book as a limit order).
 */
export const coinTradeRequest = z.object({
  legal_id: id,
  currency_id: id,
  type: intSchema(1, 2),
  /** Base-currency quantity (every order but a market buy by `quote_qty`). */
  amount: positiveDecimalString.optional(),
  /** A market buy only: the quote-currency total to spend instead of a base quantity. */
  quote_qty: positiveDecimalString.optional(),
  target_price: positiveDecimalString.optional(),
  stop_price: positiveDecimalString.optional(),
  /** A repeat with the same key returns the first order and places nothing. */
  idempotency_key: z.string().trim().min(8).max(64).optional(),
});
export type CoinTradeRequest = z.infer<typeof coinTradeRequest>;

/** PUT /coin/trade: cancel the unfilled rest of one's own open order. */
export const coinCancelRequest = z.object({ id: idSchema });

/** GET /coin/list */
export const coinListRequest = pageQuerySchema.extend({
  currency_id: id.optional(),
  legal_id: id.optional(),
  status: intSchema(1, 3).optional(),
});

export const spotOrderSchema = z.object({
  id: z.int(),
  symbol: z.string(),
  currency_id: z.int(),
  legal_id: z.int(),
  type: z.int().min(1).max(2),
  order_type: z.enum(['limit', 'market']),
  /** The limit price; for a market order, its protective price. */
  target_price: decimalString,
  amount: decimalString,
  /** A market buy by total: the quote amount to spend (held in full, the unspent rest released). */
  quote_qty: decimalString.nullable(),
  /** A stop-limit order's stop price, else null. */
  stop_price: decimalString.nullable(),
  /** A stop-limit order: waiting for a tick to reach its stop, or triggered (a limit order since). */
  stop_state: z.enum(['waiting', 'triggered']).nullable(),
  /** The recorded tick (price, ms) that triggered it. */
  trigger_price: decimalString.nullable(),
  trigger_ts: z.number().nullable(),
  /** Filled base quantity. */
  deal_amount: decimalString,
  /** Filled quote value (sum of price × quantity). */
  deal_money: decimalString,
  /** Volume-weighted fill price, '0' before the first fill. */
  avg_price: decimalString,
  /** Fee taken from what the order received (in the received currency). */
  fee: decimalString,
  fee_currency: z.string(),
  status: z.int().min(1).max(3),
  /** Unix seconds. */
  created_at: z.int(),
  /** Unix seconds. */
  updated_at: z.int(),
});
export type SpotOrder = z.infer<typeof spotOrderSchema>;

/** Public description of a spot pair: steps, limits, fee. */
export const spotPairSchema = z.object({
  symbol: z.string(),
  base: z.string(),
  quote: z.string(),
  currency_id: z.int(),
  legal_id: z.int(),
  tick_size: decimalString,
  qty_step: decimalString,
  min_qty: decimalString,
  max_qty: decimalString,
  min_notional: decimalString,
  price_decimals: z.int(),
  qty_decimals: z.int(),
  fee_rate: decimalString,
  market_protection: decimalString,
});
export type SpotPair = z.infer<typeof spotPairSchema>;

export const spotSymbolRequest = z.object({ symbol: z.string().trim().min(3).max(24) });

/** [price, amount] pairs, best first (bids high → low, asks low → high). */
export const depthLevel = z.tuple([decimalString, decimalString]);
export const spotDepthSchema = z.object({
  symbol: z.string(),
  bids: z.array(depthLevel),
  asks: z.array(depthLevel),
  ts: z.number(),
});
export type SpotDepth = z.infer<typeof spotDepthSchema>;

export const spotTradeSchema = z.object({
  id: z.int(),
  price: decimalString,
  amount: decimalString,
  /** The taker's side. */
  direction: z.enum(['buy', 'sell']),
  ts: z.number(),
});
export type SpotTrade = z.infer<typeof spotTradeSchema>;

/** The `match_trade` socket event: newest first. */
export const matchTradeEventSchema = z.object({
  symbol: z.string(),
  data: z.array(spotTradeSchema),
});

/** GET /coin/balance: the spot balances behind one pair's order form. */
export const spotBalanceSchema = z.object({
  symbol: z.string(),
  base: z.object({ code: z.string(), available: decimalString, frozen: decimalString }),
  quote: z.object({ code: z.string(), available: decimalString, frozen: decimalString }),
});
