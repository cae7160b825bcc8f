import { z } from 'zod';
import { idSchema, intSchema } from '../common/ids';
import { decimalString, positiveDecimalString } from '../common/decimal';
import { booleanField } from '../common/boolean';

/** `time_status` of a project (the description's numbering, with warm-up as "upcoming"). */
export const PROJECT_TIME_STATUS = { warmup: 1, subscribing: 2, ended: 3 } as const;
/** Phases as the phases job stores them. */
export const PROJECT_PHASES = [
  'warmup',
  'subscribing',
  'allocating',
  'allocated',
  'listed',
] as const;
export type ProjectPhase = (typeof PROJECT_PHASES)[number];
export const LAUNCHPAD_ORDER_STATUSES = ['held', 'allocated', 'locked', 'unlocked'] as const;
export type LaunchpadOrderStatus = (typeof LAUNCHPAD_ORDER_STATUSES)[number];

const idempotencyKey = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/)
  .optional();

export const projectPriceSchema = z.object({
  currency_id: z.int(),
  currency_name: z.string(),
  price: decimalString,
  precision: z.int(),
});

/** GET /project: one row of the list. Times are Unix seconds of the platform clock. */
export const projectSchema = z.object({
  id: z.int(),
  title: z.string(),
  summary: z.string(),
  logo: z.string(),
  currency_id: z.int(),
  currency_name: z.string(),
  precision: z.int(),
  /** Tokens for sale. */
  amount: decimalString,
  /** Tokens subscribed so far (may exceed `amount`: allocation is pro rata). */
  total_apply: decimalString,
  /** Subscribed as a percentage of `amount` (can pass 100). */
  percentage: decimalString,
  min: decimalString,
  max: decimalString,
  prices: z.array(projectPriceSchema),
  warmup_at: z.int(),
  start_at: z.int(),
  end_at: z.int(),
  sell_begin: z.int(),
  lock_days: z.int(),
  time_status: z.int(),
  phase: z.enum(PROJECT_PHASES),
  /** Whole days of the subscription window (at least 1). */
  day: z.int(),
  /** The platform clock when this was read. */
  now: z.int(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectListRequest = z.object({
  time_status: intSchema(1, 3).optional(),
});

/**
 * A subscription with its allocation. `formula` shows the arithmetic with the numbers:
 * undersubscribed, everyone gets what they asked; oversubscribed,
 * requested × amount / total requested, rounded down to the token's precision.
 */
export const projectOrderSchema = z.object({
  id: z.int(),
  order_no: z.string(),
  project_id: z.int(),
  name: z.string(),
  currency_id: z.int(),
  pay_currency_id: z.int(),
  pay_currency_name: z.string(),
  price: decimalString,
  /** Tokens asked for, and the payment held for them. */
  coin_amount: decimalString,
  total_price: decimalString,
  status: z.enum(LAUNCHPAD_ORDER_STATUSES),
  /** Tokens given (null until allocation), payment taken and released. */
  give_amount: decimalString.nullable(),
  paid: decimalString.nullable(),
  refunded: decimalString.nullable(),
  formula: z.string().nullable(),
  sell_begin: z.int(),
  /** When the credited tokens unlock (a UTC midnight); null before listing. */
  unlock_at: z.int().nullable(),
  created_at: z.int(),
});
export type ProjectOrder = z.infer<typeof projectOrderSchema>;

/** GET /project/detail */
export const projectDetailRequest = z.object({ project_id: idSchema });
export const projectDetailSchema = z.object({
  info: projectSchema.extend({
    content: z.string(),
    white_book: z.string(),
    link: z.string(),
    total_allocated: decimalString.nullable(),
  }),
  /** The caller's subscriptions to this project (empty without a login). */
  orders: z.array(projectOrderSchema),
  /** Tokens the caller subscribed so far, and how many more the per-user limit allows. */
  user_total: decimalString,
  user_remaining: decimalString,
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/** POST /project/order: `amount` in tokens, paid in `pay_currency` from the spot account. */
export const projectOrderRequest = z.object({
  project_id: idSchema,
  amount: positiveDecimalString,
  pay_currency: idSchema,
  idempotency_key: idempotencyKey,
});
export type ProjectOrderRequest = z.infer<typeof projectOrderRequest>;

// ------------------------------------------------------------------ operator

/** Unix seconds as a JSON number (the operator API is JSON). */
const unix = z.int().min(0).max(4_102_444_800);
const texts = z.record(z.string().min(2).max(3), z.string().max(5000));

export const adminProjectRequest = z.object({
  title: z.string().trim().min(1).max(100),
  /** Code of the token currency created with the project (A–Z, 0–9). */
  token_code: z
    .string()
    .trim()
    .regex(/^[A-Z][A-Z0-9]{1,9}$/),
  token_precision: intSchema(0, 18).default(8),
  summary: texts.default({}),
  content: texts.default({}),
  logo: z.string().max(300).default(''),
  white_book: z.string().max(300).default(''),
  link: z.string().max(300).default(''),
  amount: positiveDecimalString,
  min_amount: positiveDecimalString,
  max_amount: positiveDecimalString,
  /** Pay currencies: `{ "3": "0.05" }` = 0.05 USDT per token. */
  prices: z.record(z.string().regex(/^[1-9]\d{0,9}$/), positiveDecimalString),
  warmup_at: unix,
  start_at: unix,
  end_at: unix,
  listing_at: unix,
  lock_days: intSchema(0, 3650).default(0),
});
export type AdminProjectRequest = z.infer<typeof adminProjectRequest>;

/** Only what can change without changing the rules of a sale already running. */
export const adminProjectEditRequest = z.object({
  id: idSchema,
  title: z.string().trim().min(1).max(100).optional(),
  summary: texts.optional(),
  content: texts.optional(),
  logo: z.string().max(300).optional(),
  white_book: z.string().max(300).optional(),
  link: z.string().max(300).optional(),
  active: booleanField.optional(),
});
export type AdminProjectEditRequest = z.infer<typeof adminProjectEditRequest>;
