import { z } from 'zod';
import { idSchema, intSchema } from '../common/ids';

/**
 * The console's second part: IEO projects by phase, canned replies of the support
 * desk, house result per product per day, and a user's orders and positions of every product.
 */

export const IEO_PHASES = ['warmup', 'subscribing', 'allocating', 'allocated', 'listed'] as const;
export const consoleIeoQuery = z.object({ phase: z.enum(IEO_PHASES).optional() });
export const consoleIeoProjectSchema = z.object({
  id: z.number(),
  title: z.string(),
  currency: z.string(),
  phase: z.enum(IEO_PHASES),
  amount: z.string(),
  total_requested: z.string(),
  total_allocated: z.string().nullable(),
  subscribers: z.number(),
  start_at: z.number(),
  end_at: z.number(),
  listing_at: z.number(),
});

export const cannedReplySchema = z.object({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  updated_by: z.string(),
  updated_at: z.number(),
});
export const cannedReplySaveRequest = z.object({
  /** Absent: a new reply. */
  id: idSchema.optional(),
  title: z.string().trim().min(1).max(80),
  text: z.string().trim().min(1).max(1000),
});
export const cannedReplyDeleteRequest = z.object({ id: idSchema });

/** Products whose result lands on the house's accounts, as the report names them. */
export const HOUSE_PRODUCTS = [
  'spot',
  'contract',
  'options',
  'earn',
  'nft',
  'otc',
  'loans',
  'dual',
  'copytrade',
  'exchange',
  'rewards',
  'adjustment',
  'other',
] as const;
export type HouseProduct = (typeof HOUSE_PRODUCTS)[number];
export const consoleHousePnlQuery = z.object({ days: intSchema(1, 90).default(30) });
export const consoleHousePnlRowSchema = z.object({
  day: z.string(),
  product: z.enum(HOUSE_PRODUCTS),
  currency: z.string(),
  /** Net amount the house's accounts gained (negative: paid out) that day. */
  amount: z.string(),
});
export const consoleHousePnlSchema = z.object({ rows: z.array(consoleHousePnlRowSchema) });

/** Every product a user can hold orders or positions in, as the drill-down's tabs. */
export const USER_PRODUCTS = [
  'spot',
  'contract',
  'options',
  'earn',
  'dual',
  'ieo',
  'copytrade',
  'nft',
  'otc',
  'loans',
] as const;
export type UserProduct = (typeof USER_PRODUCTS)[number];
export const USER_PRODUCT_SORTS = ['created_at', 'amount'] as const;
export const consoleUserProductsQuery = z.object({
  user_id: idSchema,
  product: z.enum(USER_PRODUCTS),
  status: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,24}$/)
    .optional(),
  sort: z.enum(USER_PRODUCT_SORTS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
/** One order or position in a shape every product fits: the drill-down reads, never writes. */
export const consoleUserProductRowSchema = z.object({
  id: z.number(),
  created_at: z.number(),
  instrument: z.string(),
  side: z.string().nullable(),
  amount: z.string(),
  currency: z.string(),
  price: z.string().nullable(),
  result: z.string().nullable(),
  status: z.string(),
});
export const consoleUserProductCountsSchema = z.object({
  counts: z.array(
    z.object({ product: z.enum(USER_PRODUCTS), status: z.string(), count: z.number() }),
  ),
});
