import { z } from 'zod';
import { idSchema, intSchema } from '../common/ids';
import { decimalString, positiveDecimalString, UNSIGNED_DECIMAL_PATTERN } from '../common/decimal';
import { pageQuerySchema, pageSchema } from '../common/pagination';

/** `type` of a contract: 1 long (buy), 2 short (sell) — the description's numbering. */
export const LEVER_SIDE = { long: 1, short: 2 } as const;
/**
 * 0 entrusted (a limit entry waiting for its price), 1 open, 3 closed, 4 cancelled. The
 * description's 2 "closing" is never visible: a close is one transaction, open → closed.
 */
export const LEVER_STATUS = { entrusted: 0, open: 1, closing: 2, closed: 3, cancelled: 4 } as const;
/** `status` of POST /lever/submit: 1 market (default), 0 limit. */
export const LEVER_ENTRY = { limit: 0, market: 1 } as const;
/** What closed a position; stored with the tick (price and time) that did it. */
export const LEVER_CLOSE_REASONS = ['manual', 'tp', 'sl', 'liquidation'] as const;
export type LeverCloseReason = (typeof LEVER_CLOSE_REASONS)[number];
/** `type` of POST /lever/batch_close: 0 all, 1 longs only, 2 shorts only. */
export const LEVER_BATCH = { all: 0, long: 1, short: 2 } as const;
/** Lots have at most this many decimals (docs/domain.md: lots above 1 are rounded to two decimals). */
export const LEVER_SHARE_DECIMALS = 2;

const id = idSchema;

/**
 * Which contract: `match_id` (the instrument id, as in market data), or `symbol`
 * ("BTC/USDT", "AAPL/USD"), or `currency_id` + `legal_id` (crypto pairs, the description's client).
 */
export const leverPairSelector = z.object({
  match_id: id.optional(),
  symbol: z.string().trim().min(3).max(24).optional(),
  currency_id: id.optional(),
  legal_id: id.optional(),
});
export type LeverPairSelector = z.infer<typeof leverPairSelector>;

/** A take-profit / stop-loss level: '' or '0' (or leaving it out) means none. */
const stopLevel = z.string().trim().regex(UNSIGNED_DECIMAL_PATTERN).or(z.literal('')).optional();

/** POST /lever/submit */
export const leverSubmitRequest = leverPairSelector.extend({
  type: intSchema(1, 2),
  /** Lots; quantity = share × the instrument's lot_size. */
  share: positiveDecimalString,
  /** Leverage: one of the instrument's `leverages`. */
  multiple: intSchema(1, 1000),
  status: intSchema(0, 1).default(LEVER_ENTRY.market),
  /** The entry price of a limit order (status 0); ignored for a market order. */
  target_price: z.string().trim().regex(UNSIGNED_DECIMAL_PATTERN).or(z.literal('')).optional(),
  /**
   * A limit order's stop (stop-limit): it waits untriggered until a recorded tick reaches this
   * price, then waits for `target_price` like any limit entry. '' or leaving it out: none.
   */
  stop_price: stopLevel,
  target_profit_price: stopLevel,
  stop_loss_price: stopLevel,
  /** A handling-fee coupon of the user's (market orders): the fee is paid from rewards up to its amount. */
  coupon_id: id.optional(),
  /** A repeat with the same key returns the first position and moves nothing. */
  idempotency_key: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]+$/)
    .optional(),
});
export type LeverSubmitRequest = z.infer<typeof leverSubmitRequest>;

/** POST /lever/close, /lever/cancel */
export const leverIdRequest = z.object({ id });

/** POST /lever/setstop: sets both levels as given; '' or '0' clears one. */
export const leverSetStopRequest = z.object({
  id,
  target_profit_price: stopLevel,
  stop_loss_price: stopLevel,
});

/** POST /lever/batch_close: optionally limited to one contract. */
export const leverBatchCloseRequest = leverPairSelector.extend({
  type: intSchema(0, 2).default(LEVER_BATCH.all),
});

/** `status` of a list: one state, -1 every state, -2 the ended ones (closed or cancelled). */
export const LEVER_LIST_ALL = -1;
export const LEVER_LIST_ENDED = -2;
const statusFilter = intSchema().refine(
  (v) => [LEVER_LIST_ENDED, LEVER_LIST_ALL, 0, 1, 3, 4].includes(v),
  'invalid',
);

/** POST /lever/dealall: one's positions (default: open ones), paged, optionally of one contract. */
export const leverDealAllRequest = pageQuerySchema
  .extend(leverPairSelector.shape)
  .extend({ status: statusFilter.default(LEVER_STATUS.open) });
/** POST /lever/my_trade: one's history (default: every state), paged. */
export const leverMyTradeRequest = pageQuerySchema
  .extend(leverPairSelector.shape)
  .extend({ status: statusFilter.default(-1) });

/**
 * One position (the description's `lever_transaction` names). Prices and money are decimal
 * strings in the margin currency (USDT); tick times are ms, as in the tick log; `*_time` are
 * Unix seconds.
 */
export const leverPositionSchema = z.object({
  id: z.int(),
  match_id: z.int(),
  symbol: z.string(),
  currency_id: z.int().nullable(),
  legal_id: z.int(),
  type: z.int().min(1).max(2),
  status: z.int().min(0).max(4),
  order_type: z.enum(['market', 'limit']),
  /** Lots, and the quantity they stand for (share × lot_size). */
  share: decimalString,
  number: decimalString,
  multiple: z.int(),
  /** Requested price: the limit price, or the mark when a market order was placed. */
  origin_price: decimalString,
  /** Entry price (for a waiting limit order, the price it will open at). */
  price: decimalString,
  /** The mark it is valued at now (open positions), else null. */
  update_price: decimalString.nullable(),
  target_profit_price: decimalString.nullable(),
  stop_loss_price: decimalString.nullable(),
  /** Margin at opening, and what is still held (lower after overnight fees the balance could not pay). */
  origin_caution_money: decimalString,
  caution_money: decimalString,
  trade_fee: decimalString,
  overnight_money: decimalString,
  /** Unrealised PnL at `update_price` while open; the realised PnL once closed; '0' otherwise. */
  profits: decimalString,
  /** Realised PnL once closed, else null. */
  fact_profits: decimalString.nullable(),
  /** A stop-limit entry's stop price, else null. */
  stop_price: decimalString.nullable(),
  /** A stop-limit entry: waiting for a tick to reach its stop, or triggered (a limit entry since). */
  stop_state: z.enum(['waiting', 'triggered']).nullable(),
  /** The recorded tick (price, ms) that triggered it. */
  trigger_price: decimalString.nullable(),
  trigger_ts: z.number().nullable(),
  /** The tick an entry opened on (a limit entry opens at its price on the first tick that reaches it). */
  open_tick_price: decimalString.nullable(),
  open_tick_ts: z.number().nullable(),
  /** The tick that closed it, and why. */
  close_price: decimalString.nullable(),
  close_tick_ts: z.number().nullable(),
  close_reason: z.enum(LEVER_CLOSE_REASONS).nullable(),
  /**
   * A USD-base pair (USD/JPY): lots are dollars, so notional = quantity, and PnL = price change ×
   * quantity ÷ the price it is valued at (the quote currency converted to USDT). Otherwise the
   * quote (USD, USDT) is taken 1:1 and PnL = price change × quantity.
   */
  usd_base: z.boolean(),
  create_time: z.int(),
  transaction_time: z.int().nullable(),
  complete_time: z.int().nullable(),
});
export type LeverPosition = z.infer<typeof leverPositionSchema>;

/**
 * Cross-margin totals of one's lever account (USDT): equity = available + frozen + Σ unrealised
 * PnL; hazard_rate = equity / Σ margin of open positions × 100 (a percentage, 2 decimals; '0'
 * without open positions). Liquidation happens at `liquidation_rate` or below.
 */
export const leverTotalsSchema = z.object({
  balance: decimalString,
  frozen: decimalString,
  equity: decimalString,
  hazard_rate: decimalString,
  caution_money_total: decimalString,
  origin_caution_money_total: decimalString,
  profits_total: decimalString,
});
export type LeverTotals = z.infer<typeof leverTotalsSchema>;

/** POST /lever/deal: one's view of a contract (never other users' positions). */
export const leverDealSchema = z.object({
  match_id: z.int(),
  symbol: z.string(),
  currency_id: z.int().nullable(),
  legal_id: z.int(),
  kind: z.enum(['crypto', 'stock', 'forex', 'commodity']),
  hours: z.enum(['24x7', 'weekdays']),
  /**
   * A USD-base pair (USD/JPY): lots are dollars, so notional = quantity, and PnL = price change ×
   * quantity ÷ the price it is valued at (the quote currency converted to USDT). Otherwise the
   * quote (USD, USDT) is taken 1:1 and PnL = price change × quantity.
   */
  usd_base: z.boolean(),

  market_open: z.boolean(),
  /** True when the last recorded price is too old to trade on. */
  stale: z.boolean(),
  /** The last recorded tick (what an order would open at), or null before the first one. */
  last_price: decimalString.nullable(),
  last_price_ts: z.number().nullable(),
  price_decimals: z.int(),
  tick_size: decimalString,
  lot_size: decimalString,
  share_step: decimalString,
  lever_share_limit: z.object({ min: decimalString, max: decimalString }),
  leverages: z.array(z.int()),
  /** Fractions: handling fee of the notional at open, overnight fee per day. */
  fee_rate: decimalString,
  overnight_rate: decimalString,
  /** The risk rate (percent) at or below which every position is liquidated. */
  liquidation_rate: decimalString,
  /** Available lever balance (USDT). */
  user_lever: decimalString,
  totals: leverTotalsSchema,
  /** Σ notional (entry price × quantity) of one's open positions, every contract. */
  all_levers: decimalString,
  /** One's open positions and waiting limit orders in this contract, newest first (at most 10). */
  my_transaction: z.array(leverPositionSchema),
});
export type LeverDeal = z.infer<typeof leverDealSchema>;

export const leverDealAllSchema = leverTotalsSchema.extend({
  /** The same sums for the contract asked for (equal to the totals when none was named). */
  caution_money: decimalString,
  origin_caution_money: decimalString,
  profits: decimalString,
  order: pageSchema(leverPositionSchema),
});
export type LeverDealAll = z.infer<typeof leverDealAllSchema>;

export const leverMyTradeSchema = z.object({
  rate_profits_total: z.object({ hazard_rate: decimalString, profits_total: decimalString }),
  message: pageSchema(leverPositionSchema),
});
export type LeverMyTrade = z.infer<typeof leverMyTradeSchema>;

/** POST /lever/batch_close: what was closed, and what could not be (market closed or no live price). */
export const leverBatchCloseSchema = z.object({
  closed: z.array(z.int()),
  skipped: z.array(z.int()),
});

/** Socket `lever_trade` (to the owner): totals and positions after a change or a price update. */
export const leverTradeEventSchema = leverTotalsSchema.extend({
  trades_all: z.array(leverPositionSchema),
  trades_entrust: z.array(leverPositionSchema),
});
export type LeverTradeEvent = z.infer<typeof leverTradeEventSchema>;

/** Socket `lever_closed` (to the owner): positions that left the open/entrusted lists. */
export const leverClosedEventSchema = z.object({ id: z.array(z.int()) });
