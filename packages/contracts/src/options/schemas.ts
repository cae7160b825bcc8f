import { z } from 'zod';
import { idSchema, intSchema } from '../common/ids';
import { decimalString, positiveDecimalString } from '../common/decimal';

/** `type` of a seconds order: 1 up ("buy rise"), 2 down (the description's numbering). */
export const OPTION_DIRECTION = { up: 1, down: 2 } as const;
export type OptionDirection = (typeof OPTION_DIRECTION)[keyof typeof OPTION_DIRECTION];
/**
 * 1 open, 3 closed. The description's 2 "closing" is never visible: an order is settled in
 * one transaction, from open straight to closed.
 */
export const OPTION_STATUS = { open: 1, closed: 3 } as const;
/** `profit_result`: −1 loss, 0 tie (the stake comes back), 1 win. */
export const OPTION_RESULT = { loss: -1, tie: 0, win: 1 } as const;
/** The history screen shows 5 orders per page (the description's client). */
export const OPTION_LIST_LIMIT_DEFAULT = 5;

const id = idSchema;

/** GET /microtrade/seconds: one period. `profit_ratio` is the payout of a win in percent ("80"). */
export const optionPeriodSchema = z.object({
  seconds: z.int(),
  profit_ratio: decimalString,
  min_amount: decimalString,
  max_amount: decimalString,
});
export type OptionPeriod = z.infer<typeof optionPeriodSchema>;

/** GET /microtrade/pairs: a pair that takes seconds options, by the id `submit` expects. */
export const optionPairSchema = z.object({
  match_id: z.int(),
  symbol: z.string(),
  /** The quote currency; the client pays the stake in it. */
  legal_id: z.int(),
});
export type OptionPair = z.infer<typeof optionPairSchema>;

/** GET /microtrade/payable_currencies: a currency a stake may be paid in, from the micro account. */
export const optionCurrencySchema = z.object({
  id: z.int(),
  name: z.string(),
  precision: z.int(),
  /** Quick-pick stakes. */
  micro_numbers: z.array(decimalString),
  /** The caller's micro account in this currency; null without a login. */
  user_wallet: z.object({ available: decimalString, frozen: decimalString }).nullable(),
});
export type OptionCurrency = z.infer<typeof optionCurrencySchema>;

/** POST /microtrade/submit */
export const optionSubmitRequest = z.object({
  /** The pair (instrument id). */
  match_id: id,
  /** The paid currency (the client sends the pair's `legal_id`). */
  currency_id: id,
  type: intSchema(1, 2),
  seconds: intSchema(1, 86_400),
  /** The stake. */
  number: positiveDecimalString,
  /** A stake coupon of the user's: its amount of the stake is paid from rewards (a win pays the profit only). */
  coupon_id: id.optional(),
  /** A repeat with the same key returns the first order and stakes nothing. */
  idempotency_key: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]+$/)
    .optional(),
});
export type OptionSubmitRequest = z.infer<typeof optionSubmitRequest>;

/** GET /microtrade/lists: own orders, newest first; −1 (or nothing) means all. */
export const optionListRequest = z.object({
  match_id: intSchema(-1, 2_147_483_647).optional(),
  status: intSchema()
    .refine((v) => v === -1 || v === OPTION_STATUS.open || v === OPTION_STATUS.closed, 'invalid')
    .optional(),
  currency_id: id.optional(),
  limit: intSchema(1, 100).default(OPTION_LIST_LIMIT_DEFAULT),
});

/** GET /microtrade/get_result */
export const optionResultRequest = z.object({ id });

/**
 * One seconds order with both ticks it is decided by. Prices and amounts are decimal strings;
 * tick times are in ms (as in the tick log, so anyone can find the ticks again); `*_at` are
 * Unix seconds.
 */
export const optionOrderSchema = z.object({
  id: z.int(),
  match_id: z.int(),
  symbol_name: z.string(),
  currency_id: z.int(),
  currency_name: z.string(),
  type: z.int().min(1).max(2),
  seconds: z.int(),
  /** The stake. */
  number: decimalString,
  /** Payout of a win in percent, fixed when the order was accepted. */
  profit_ratio: decimalString,
  open_price: decimalString,
  open_tick_ms: z.int(),
  /** Expiry: acceptance time + seconds. */
  expires_at_ms: z.int(),
  /** The first tick at or after expiry; null while open. */
  end_price: decimalString.nullable(),
  end_tick_ms: z.int().nullable(),
  status: z.int(),
  profit_result: z.int().min(-1).max(1).nullable(),
  /** Win: +stake × ratio; tie: 0; loss: −stake. Null while open. */
  fact_profits: decimalString.nullable(),
  /** What came back to the micro account; null while open. */
  payout: decimalString.nullable(),
  /** Time left until expiry; 0 when due. */
  remain_milli_seconds: z.int().min(0),
  created_at: z.int(),
  handled_at: z.int(),
  complete_at: z.int().nullable(),
});
export type OptionOrder = z.infer<typeof optionOrderSchema>;
