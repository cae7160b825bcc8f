import { z } from 'zod';
import { idSchema, intSchema } from '../common/ids';
import { decimalString, positiveDecimalString } from '../common/decimal';
import { booleanField } from '../common/boolean';

export const DUAL_TYPES = ['call', 'put'] as const;
export type DualType = (typeof DUAL_TYPES)[number];

/** A dual product. `rate` is the annual rate in percent; times are Unix seconds. */
export const dualProductSchema = z.object({
  id: z.int(),
  name: z.string(),
  currency_id: z.int(),
  currency_name: z.string(),
  type: z.enum(DUAL_TYPES),
  exercise_price: decimalString,
  rate: decimalString,
  /** Invested per share, in `invest_currency_name` (the coin for call, USDT for put). */
  share_amount: decimalString,
  invest_currency_id: z.int(),
  invest_currency_name: z.string(),
  start_time: z.int(),
  /** Settlement time. */
  end_time: z.int(),
  /** Days counted for the yield if bought now. */
  day: z.int(),
  total_number: z.int(),
  purchased_number: z.int(),
  remaining_number: z.int(),
  user_limit: z.int(),
  /** The latest recorded price of the coin, for comparison with the strike; null when none. */
  spot_price: decimalString.nullable(),
  /** Decimals the strike and prices are shown at: the coin's USDT instrument's. */
  price_decimals: z.int(),
  on_sale: z.boolean(),
  now: z.int(),
});
export type DualProduct = z.infer<typeof dualProductSchema>;

export const dualIndexRequest = z.object({
  currency_id: idSchema.default(1),
  type: z.enum(DUAL_TYPES).default('call'),
});
export const dualIndexSchema = z.object({ dual_currencys: z.array(dualProductSchema) });

export const dualDetailRequest = z.object({ id: idSchema });

export const dualBuyRequest = z.object({
  id: idSchema,
  num: intSchema(1, 1_000_000),
  idempotency_key: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]+$/)
    .optional(),
});
export type DualBuyRequest = z.infer<typeof dualBuyRequest>;

export const DUAL_ORDER_STATUSES = ['holding', 'settled'] as const;

/** One of the caller's orders; a settled order names the tick its payout came from. */
export const dualOrderSchema = z.object({
  id: z.int(),
  dual_id: z.int(),
  name: z.string(),
  type: z.enum(DUAL_TYPES),
  currency_id: z.int(),
  currency_name: z.string(),
  number: z.int(),
  invest_currency_name: z.string(),
  total: decimalString,
  order_rate: decimalString,
  exercise_price: decimalString,
  day: z.int(),
  end_time: z.int(),
  price: decimalString.nullable(),
  status: z.enum(DUAL_ORDER_STATUSES),
  settle_price: decimalString.nullable(),
  settle_tick_ms: z.int().nullable(),
  /** Decimals the strike and settlement price are shown at: the coin's USDT instrument's. */
  price_decimals: z.int(),
  payout_currency_name: z.string().nullable(),
  payout: decimalString.nullable(),
  /** The payout arithmetic with the numbers; null while holding. */
  formula: z.string().nullable(),
  created: z.int(),
});
export type DualOrder = z.infer<typeof dualOrderSchema>;

export const dualListRequest = z.object({
  status: z.enum(DUAL_ORDER_STATUSES).optional(),
  currency: idSchema.optional(),
  type: z.enum(DUAL_TYPES).optional(),
});

// ------------------------------------------------------------------ operator

/** Unix seconds as a JSON number (the operator API is JSON). */
const unix = z.int().min(0).max(4_102_444_800);

export const adminDualProductRequest = z.object({
  currency_id: idSchema,
  type: z.enum(DUAL_TYPES),
  exercise_price: positiveDecimalString,
  rate: positiveDecimalString,
  share_amount: positiveDecimalString,
  start_at: unix,
  end_at: unix,
  total_number: intSchema(1, 1_000_000),
  user_limit: intSchema(1, 1_000_000),
});
export type AdminDualProductRequest = z.infer<typeof adminDualProductRequest>;

/** The economics of a product are fixed once created; quota, limit and sale can change. */
export const adminDualEditRequest = z.object({
  id: idSchema,
  total_number: intSchema(1, 1_000_000).optional(),
  user_limit: intSchema(1, 1_000_000).optional(),
  active: booleanField.optional(),
});
export type AdminDualEditRequest = z.infer<typeof adminDualEditRequest>;
