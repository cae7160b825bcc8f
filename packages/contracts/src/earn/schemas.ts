import { z } from 'zod';
import { idSchema, intSchema } from '../common/ids';
import { UNSIGNED_DECIMAL_PATTERN, decimalString, positiveDecimalString } from '../common/decimal';

/**
 * Earn: one engine for lock mining (`lock`), flexible savings (`flexible`, the DeFi tab) and
 * cloud mining (`cloud`). Rates are fractions ("0.0035" is 0.35 % a day) except the
 * `interest_rate_*` fields of lock products, which are daily percents as the seed had them.
 */
export const EARN_KINDS = ['lock', 'flexible', 'cloud'] as const;
export type EarnKind = (typeof EARN_KINDS)[number];
/** Order status (the seed's numbering): 1 active, 2 finished (matured, redeemed or ended). */
export const EARN_ORDER_STATUS = { active: 1, finished: 2 } as const;
/** Product status: 1 listed (on sale within its sale window), 0 taken off sale by an operator. */
export const EARN_PRODUCT_STATUS = { unlisted: 0, listed: 1 } as const;

const idempotencyKey = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/)
  .optional();

/** One amount tier: an order of at least `min_amount` earns `day_rate` a day. */
export const earnTierSchema = z.object({ min_amount: decimalString, day_rate: decimalString });
export type EarnTier = z.infer<typeof earnTierSchema>;

export const earnProductSchema = z.object({
  id: z.int(),
  kind: z.enum(EARN_KINDS),
  name: z.string(),
  intro: z.string(),
  /** What is paid in (principal, or the price of a cloud contract). */
  currency_id: z.int(),
  currency_name: z.string(),
  /** What income is paid in (BTC for cloud mining, the same currency otherwise). */
  payout_currency_id: z.int(),
  payout_currency_name: z.string(),
  /** Term in days (0: flexible, no term). */
  day: z.int(),
  save_min: decimalString,
  save_max: decimalString,
  /** Lock: the daily rate range of the tiers in percent ("0.3" … "0.4"). */
  interest_rate_min: decimalString,
  interest_rate_max: decimalString,
  tiers: z.array(earnTierSchema),
  /** Flexible: the annual rate (fraction), shown as such. */
  annual_rate: decimalString.nullable(),
  /** Cloud: USDT per contract unit, the payout per unit per day and the UTC day it was set. */
  unit_price: decimalString.nullable(),
  cloud_yield: decimalString.nullable(),
  cloud_yield_day: z.string().nullable(),
  quota_total: decimalString,
  quota_left: decimalString,
  /** Most one user may hold at once in this product. */
  user_cap: decimalString,
  /** Lock: share of the principal kept on early redemption (0.005). */
  early_redeem_fee_rate: decimalString,
  /** Unix seconds; null: no bound. */
  sale_start: z.int().nullable(),
  sale_end: z.int().nullable(),
  on_sale: z.boolean(),
});
export type EarnProduct = z.infer<typeof earnProductSchema>;

/** GET /lh/deposit/config (lock products) and GET /earn/products. */
export const earnProductsRequest = z.object({ kind: z.enum(EARN_KINDS).optional() });

/** GET /lh/deposit/preview: what an order of `amount` would earn, before confirming. */
export const lockPreviewRequest = z.object({ config_id: idSchema, amount: positiveDecimalString });
export const lockPreviewSchema = z.object({
  config_id: z.int(),
  amount: decimalString,
  day_rate: decimalString,
  daily_income: decimalString,
  expected_income: decimalString,
  /** First income day (Unix seconds of its UTC midnight) and the maturity (principal back). */
  start_at: z.int(),
  end_at: z.int(),
  early_redeem_fee_rate: decimalString,
});
export type LockPreview = z.infer<typeof lockPreviewSchema>;

/** POST /lh/deposit */
export const lockBuyRequest = z.object({
  config_id: idSchema,
  amount: positiveDecimalString,
  /** The daily rate the preview showed: the purchase is refused if the product's tiers give another. */
  day_rate: decimalString,
  idempotency_key: idempotencyKey,
});

export const earnOrderSchema = z.object({
  id: z.int(),
  config_id: z.int(),
  kind: z.enum(EARN_KINDS),
  product_name: z.string(),
  currency_id: z.int(),
  currency_name: z.string(),
  payout_currency_id: z.int(),
  payout_currency_name: z.string(),
  /** Principal held (lock, flexible) or price paid (cloud). */
  amount: decimalString,
  /** Cloud: contract units bought. */
  units: z.int().nullable(),
  /** Lock: the daily rate fixed at purchase. */
  day_rate: decimalString.nullable(),
  /** Flexible: the annual rate of the holding. */
  annual_rate: decimalString.nullable(),
  day: z.int(),
  total_interest: decimalString,
  /** Unix seconds: first income day; end (maturity) or null for flexible. */
  start_at: z.int(),
  end_at: z.int().nullable(),
  status: z.int(),
  is_cancel: z.boolean(),
  /** What came back to the spot account when it ended (principal, or principal less the fee). */
  withdraw_amount: decimalString.nullable(),
  /** Active lock order: what early redemption would return now. */
  early_redeem_amount: decimalString.nullable(),
  created_at: z.int(),
});
export type EarnOrder = z.infer<typeof earnOrderSchema>;

/** GET /lh/deposit/order and GET /earn/orders: own orders, newest first. */
export const earnOrdersRequest = z.object({
  status: intSchema(1, 2).optional(),
  kind: z.enum(EARN_KINDS).optional(),
});

/** POST /lh/deposit/order/cancel */
export const earnIdRequest = z.object({ id: idSchema });

/** GET /earn/income: the income records of one own order, newest first. */
export const earnIncomeSchema = z.object({
  id: z.int(),
  order_id: z.int(),
  /** The UTC day the income is for (YYYY-MM-DD). */
  day: z.string(),
  amount: decimalString,
  currency_name: z.string(),
  created_at: z.int(),
});
export type EarnIncome = z.infer<typeof earnIncomeSchema>;

/** POST /earn/flexible/subscribe */
export const flexibleSubscribeRequest = z.object({
  product_id: idSchema,
  amount: positiveDecimalString,
  idempotency_key: idempotencyKey,
});
/** POST /earn/flexible/redeem: any part of an own holding. */
export const flexibleRedeemRequest = z.object({
  id: idSchema,
  amount: positiveDecimalString,
  idempotency_key: idempotencyKey,
});
/** POST /earn/cloud/buy: whole contract units at the product's unit price. */
export const cloudBuyRequest = z.object({
  product_id: idSchema,
  units: intSchema(1, 1_000_000),
  idempotency_key: idempotencyKey,
});

/** GET /earn/holdings: the assets page's mining view. */
export const earnHoldingSchema = z.object({
  order_id: z.int(),
  kind: z.enum(EARN_KINDS),
  product_name: z.string(),
  currency_name: z.string(),
  amount: decimalString,
  usdt_value: decimalString,
  payout_currency_name: z.string(),
  total_interest: decimalString,
});
export const earnHoldingsSchema = z.object({
  total_usdt: decimalString,
  items: z.array(earnHoldingSchema),
});
export type EarnHoldings = z.infer<typeof earnHoldingsSchema>;

/** POST /admin/earn/cloud_yield: the payout per unit from today (UTC) on. */
export const cloudYieldRequest = z.object({
  product_id: idSchema,
  btc_per_unit: positiveDecimalString,
});

const unsignedDecimal = z.string().trim().regex(UNSIGNED_DECIMAL_PATTERN);
const TIER = String.raw`\d{1,18}(\.\d{1,18})?:0(\.\d{1,8})?`;

/**
 * POST /admin/earn/product: an operator changes a product's terms (orders already sold keep
 * theirs). `tiers` replaces a lock product's tiers: "min:rate,min:rate" ("100:0.003,5000:0.0035").
 */
export const earnProductUpdateRequest = z.object({
  id: idSchema,
  status: intSchema(0, 1).optional(),
  min_amount: positiveDecimalString.optional(),
  max_amount: positiveDecimalString.optional(),
  quota_total: unsignedDecimal.optional(),
  user_cap: positiveDecimalString.optional(),
  annual_rate: unsignedDecimal.optional(),
  early_redeem_fee_rate: unsignedDecimal.optional(),
  tiers: z
    .string()
    .trim()
    .regex(new RegExp(`^${TIER}(,${TIER}){0,19}$`))
    .optional(),
});
export type EarnProductUpdate = z.infer<typeof earnProductUpdateRequest>;
