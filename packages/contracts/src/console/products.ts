import { z } from 'zod';
import { idSchema, intSchema, smallIdSchema } from '../common/ids';
import { booleanField } from '../common/boolean';
import {
  positiveColumnDecimal,
  positiveDecimalString,
  unsignedColumnDecimal,
} from '../common/decimal';
import { INSTRUMENT_KINDS } from '../market/schemas';

/**
 * The console's products and settings: the terms an operator may change. None of
 * these names a price, a candle or an outcome: an instrument's start price, the ticks and the
 * option results have no field here.
 */

// ------------------------------------------------------------------ settings

/** Where the console shows a setting (the rest go under "site"). */
export const SETTING_GROUPS = [
  'site',
  'spot',
  'contracts',
  'community',
  'otc',
  'loans',
  'nft',
] as const;

export const consoleSettingSchema = z.object({
  key: z.string(),
  value: z.string(),
  default: z.string(),
  public: z.boolean(),
  group: z.enum(SETTING_GROUPS),
});
export type ConsoleSetting = z.infer<typeof consoleSettingSchema>;

export const consoleSettingsQuery = z.object({ group: z.enum(SETTING_GROUPS).optional() });

export const consoleSettingUpdateRequest = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,59}$/),
  value: z.string().trim().max(2000),
});
export type ConsoleSettingUpdate = z.infer<typeof consoleSettingUpdateRequest>;

// ------------------------------------------------------------------ instruments

export const INSTRUMENT_HOURS = ['24x7', 'weekdays'] as const;

export const consoleInstrumentSchema = z.object({
  id: z.number(),
  symbol: z.string(),
  kind: z.enum(INSTRUMENT_KINDS),
  hours: z.enum(INSTRUMENT_HOURS),
  price_decimals: z.number(),
  tick_size: z.string(),
  lot_size: z.string(),
  min_lots: z.string(),
  max_lots: z.string(),
  leverages: z.string(),
  sort_order: z.number(),
  active: z.boolean(),
  /** Whether each product trades it (null: the instrument is not a pair of that product). */
  options_active: z.boolean().nullable(),
  lever_active: z.boolean().nullable(),
  spot_active: z.boolean().nullable(),
});
export type ConsoleInstrument = z.infer<typeof consoleInstrumentSchema>;

export const consoleInstrumentsQuery = z.object({
  kind: z.enum(INSTRUMENT_KINDS).optional(),
  symbol: z.string().trim().max(20).optional(),
  sort: z.enum(['sort_order', 'symbol', 'kind']).default('sort_order'),
});

/** "5,10,20": the leverages a contract may be opened with, 1 to 500 each, in any order. */
const leverageList = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,2}(\s*,\s*[1-9]\d{0,2}){0,11}$/)
  .refine((v) => v.split(',').every((x) => Number(x) <= 500), 'at most 500');

export const consoleInstrumentEditRequest = z.object({
  id: smallIdSchema,
  hours: z.enum(INSTRUMENT_HOURS).optional(),
  tick_size: positiveColumnDecimal.optional(),
  lot_size: positiveColumnDecimal.optional(),
  min_lots: positiveColumnDecimal.optional(),
  max_lots: positiveColumnDecimal.optional(),
  leverages: leverageList.optional(),
  active: booleanField.optional(),
  options_active: booleanField.optional(),
  lever_active: booleanField.optional(),
  spot_active: booleanField.optional(),
});
export type ConsoleInstrumentEdit = z.infer<typeof consoleInstrumentEditRequest>;

// ------------------------------------------------------------------ option periods

export const consoleOptionPeriodSchema = z.object({
  seconds: z.number(),
  payout_rate: z.string(),
  min_stake: z.string(),
  max_stake: z.string(),
  active: z.boolean(),
});

/** Creates or changes a period; orders already accepted keep the payout rate they were sold at. */
export const consoleOptionPeriodRequest = z.object({
  seconds: intSchema(1, 86_400),
  /** Profit of a win as a fraction of the stake (0.85: a win returns stake × 1.85). */
  payout_rate: positiveDecimalString.refine(
    (v) => /^\d{1,3}(\.\d{1,6})?$/.test(v) && Number(v) <= 10,
    'at most 10 with 6 places',
  ),
  min_stake: positiveColumnDecimal,
  max_stake: positiveColumnDecimal,
  active: booleanField.default(true),
});
export type ConsoleOptionPeriodRequest = z.infer<typeof consoleOptionPeriodRequest>;

// ------------------------------------------------------------------ spot pairs

export const consoleSpotPairSchema = z.object({
  instrument_id: z.number(),
  symbol: z.string(),
  qty_step: z.string(),
  min_qty: z.string(),
  max_qty: z.string(),
  min_notional: z.string(),
  maker_level_qty: z.string(),
  maker_inventory: z.string(),
  active: z.boolean(),
});

/** Order limits and the market maker's level size: sizes only, never a price. */
export const consoleSpotPairEditRequest = z.object({
  instrument_id: smallIdSchema,
  min_qty: positiveColumnDecimal.optional(),
  max_qty: positiveColumnDecimal.optional(),
  min_notional: unsignedColumnDecimal.optional(),
  maker_level_qty: positiveColumnDecimal.optional(),
});
export type ConsoleSpotPairEdit = z.infer<typeof consoleSpotPairEditRequest>;

// ------------------------------------------------------------------ product lists

export const consoleProductsQuery = z.object({
  status: z.enum(['all', 'active', 'inactive']).default('all'),
});

export const consoleEarnProductRowSchema = z.object({
  id: z.number(),
  kind: z.enum(['lock', 'flexible', 'cloud']),
  name: z.string(),
  currency: z.string(),
  day: z.number(),
  status: z.number(),
  min_amount: z.string(),
  max_amount: z.string(),
  quota_total: z.string(),
  quota_left: z.string(),
  user_cap: z.string(),
  annual_rate: z.string().nullable(),
  early_redeem_fee_rate: z.string(),
  /** Lock: "min:rate,min:rate" as the edit form takes it. */
  tiers: z.string(),
  /** Cloud: the latest yield per unit and its day. */
  cloud_yield: z.string().nullable(),
  cloud_yield_day: z.string().nullable(),
});

export const consoleDualProductRowSchema = z.object({
  id: z.number(),
  currency: z.string(),
  type: z.enum(['call', 'put']),
  exercise_price: z.string(),
  rate: z.string(),
  share_amount: z.string(),
  start_at: z.number(),
  end_at: z.number(),
  total_number: z.number(),
  sold_number: z.number(),
  user_limit: z.number(),
  active: z.boolean(),
});

export const consoleProjectRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  token_code: z.string(),
  amount: z.string(),
  min_amount: z.string(),
  max_amount: z.string(),
  warmup_at: z.number(),
  start_at: z.number(),
  end_at: z.number(),
  listing_at: z.number(),
  phase: z.string(),
  active: z.boolean(),
  logo: z.string(),
  link: z.string(),
  white_book: z.string(),
});

// ------------------------------------------------------------------ content

export const consoleArticlesQuery = z.object({
  category: z.enum(['news', 'banner', 'popup', 'faq', 'page']).optional(),
});
export const consoleArticleDetailRequest = z.object({ id: idSchema });
export const consoleArticleDetailSchema = z.object({
  id: z.number(),
  category: z.string(),
  slug: z.string().nullable(),
  image: z.string(),
  link: z.string(),
  sort_order: z.number(),
  published: z.boolean(),
  version: z.number(),
  translations: z.record(
    z.string(),
    z.object({ title: z.string(), summary: z.string(), body: z.string() }),
  ),
});

// ------------------------------------------------------------------ console form fields

/** Console forms: user ids typed as "12, 15" (sent as an array), and a long text of one language. */
export const consoleUserIdsText = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\s*,\s*\d{1,10}){0,999}$/);
export const consoleLongText = z.string().trim().max(5000);
