import { z } from 'zod';
import { crossField } from '../common/cross-field';
import { idSchema } from '../common/ids';
import { columnDecimal, decimalString, positiveColumnDecimal } from '../common/decimal';
import { booleanField } from '../common/boolean';

export const OTC_SIDES = ['buy', 'sell'] as const;
export const OTC_PRICE_TYPES = ['fixed', 'float'] as const;
export const OTC_PAY_METHODS = ['domestic', 'international'] as const;
export type OtcPayMethod = (typeof OTC_PAY_METHODS)[number];
export const OTC_ORDER_STATUSES = ['unpaid', 'paid', 'appeal', 'done', 'cancelled'] as const;
export const OTC_CURRENCIES = [1, 2, 3] as const;

const idempotencyKey = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/)
  .optional();
const fiatCode = z.string().regex(/^[A-Z]{3}$/);
const evidencePath = z
  .string()
  .regex(/^\/uploads\/[a-zA-Z0-9_-]{16,64}\.(png|jpg|gif|webp)$/, 'invalid');

/**
 * How a merchant has traded over the last 30 days, from its OTC orders: orders completed,
 * the share of its orders that ended completed rather than cancelled (percent, null before
 * any ended), and how long it takes to release the coin once paid (seconds, null before a
 * sale completed).
 */
const otcMerchantStatsSchema = z.object({
  orders_30d: z.int(),
  completion_rate: decimalString.nullable(),
  avg_release_seconds: z.int().nullable(),
});

/** An ad. `side` is the merchant's side; `price` is the fiat price of one coin now. */
export const otcAdSchema = z.object({
  id: z.int(),
  merchant_id: z.int(),
  merchant_name: z.string(),
  merchant_stats: otcMerchantStatsSchema,
  side: z.enum(OTC_SIDES),
  currency_id: z.int(),
  currency_name: z.string(),
  fiat: z.string(),
  /** Decimals of the fiat figures (price, limits, totals): the fiat's cents. */
  fiat_places: z.int(),
  price_type: z.enum(OTC_PRICE_TYPES),
  /** Margin in percent over the reference price, for floating ads. */
  margin: decimalString.nullable(),
  price: columnDecimal,
  total: decimalString,
  remaining: decimalString,
  min_fiat: decimalString,
  max_fiat: decimalString,
  pay_methods: z.array(z.enum(OTC_PAY_METHODS)),
  terms: z.string(),
  active: z.boolean(),
});
export type OtcAd = z.infer<typeof otcAdSchema>;

export const otcAdListRequest = z.object({
  side: z.enum(OTC_SIDES).default('sell'),
  currency_id: idSchema.default(3),
  fiat: fiatCode.optional(),
  pay_method: z.enum(OTC_PAY_METHODS).optional(),
});
export const otcIdRequest = z.object({ id: idSchema });

export const otcAdCreateRequest = z.object({
  side: z.enum(OTC_SIDES),
  currency_id: idSchema,
  fiat: fiatCode,
  price_type: z.enum(OTC_PRICE_TYPES),
  /** fixed: the price in fiat; float: the margin in percent over the reference price (may be negative). */
  price: columnDecimal,
  total: positiveColumnDecimal,
  min_fiat: positiveColumnDecimal,
  max_fiat: positiveColumnDecimal,
  pay_methods: z.array(z.enum(OTC_PAY_METHODS)).min(1).max(2),
  terms: z.string().trim().max(500).default(''),
});
export type OtcAdCreateRequest = z.infer<typeof otcAdCreateRequest>;

/** Opens an order on an ad for `amount` of the coin, or for `fiat_amount` of fiat. */
export const otcOrderCreateRequest = z
  .object({
    ad_id: idSchema,
    amount: positiveColumnDecimal.optional(),
    fiat_amount: positiveColumnDecimal.optional(),
    idempotency_key: idempotencyKey,
  })
  .refine(
    (v) => (v.amount === undefined) !== (v.fiat_amount === undefined),
    crossField(['amount', 'fiat_amount'], { message: 'invalid', path: ['amount'] }),
  );
export type OtcOrderCreateRequest = z.infer<typeof otcOrderCreateRequest>;

export const otcPayDetailSchema = z.object({
  kind: z.enum(OTC_PAY_METHODS),
  real_name: z.string(),
  bank_name: z.string(),
  bank_account: z.string(),
});

/** An order seen by one of its two parties. */
export const otcOrderSchema = z.object({
  id: z.int(),
  ad_id: z.int(),
  /** The caller's side in this order. */
  role: z.enum(['buyer', 'seller']),
  counterparty: z.string(),
  currency_id: z.int(),
  currency_name: z.string(),
  fiat: z.string(),
  /** Decimals of the fiat figures (price, total): the fiat's cents. */
  fiat_places: z.int(),
  price: decimalString,
  amount: decimalString,
  fiat_total: decimalString,
  fee: decimalString,
  status: z.enum(OTC_ORDER_STATUSES),
  cancel_reason: z.string().nullable(),
  pay_deadline: z.int(),
  paid_at: z.int().nullable(),
  finished_at: z.int().nullable(),
  appeal_reason: z.string().nullable(),
  appeal_evidence: z.string().nullable(),
  /** Where the buyer pays: the seller's bank cards of the ad's methods, shown to the buyer only. */
  pay_details: z.array(otcPayDetailSchema),
  /** Evidence both parties added during the appeal (upload paths), oldest first. */
  evidence: z.array(
    z.object({
      id: z.int(),
      mine: z.boolean(),
      file: z.string(),
      note: z.string(),
      created: z.int(),
    }),
  ),
  created: z.int(),
  now: z.int(),
});
export type OtcOrder = z.infer<typeof otcOrderSchema>;

export const otcOrderListRequest = z.object({ status: z.enum(OTC_ORDER_STATUSES).optional() });

export const otcAppealRequest = z.object({
  id: idSchema,
  reason: z.string().trim().min(1).max(500),
  evidence: evidencePath.optional(),
});

/** More evidence from either party while the order is in appeal. */
export const otcEvidenceRequest = z.object({
  id: idSchema,
  evidence: evidencePath,
  note: z.string().trim().max(200).default(''),
});

export const otcChatSendRequest = z.object({
  id: idSchema,
  body: z.string().trim().min(1).max(500),
});
export const otcChatSchema = z.object({
  id: z.int(),
  mine: z.boolean(),
  body: z.string(),
  created: z.int(),
});
export const otcChatListSchema = z.object({ list: z.array(otcChatSchema) });

/** Quick buy / sell: `side` is the user's side; give the coin amount or the fiat amount. */
export const otcQuickRequest = z
  .object({
    side: z.enum(OTC_SIDES),
    currency_id: idSchema,
    fiat: fiatCode,
    amount: positiveColumnDecimal.optional(),
    fiat_amount: positiveColumnDecimal.optional(),
  })
  .refine(
    (v) => (v.amount === undefined) !== (v.fiat_amount === undefined),
    crossField(['amount', 'fiat_amount'], { message: 'invalid', path: ['amount'] }),
  );
export const otcQuickSchema = z.object({
  ad: otcAdSchema,
  amount: decimalString,
  fiat_total: decimalString,
});
export type OtcQuick = z.infer<typeof otcQuickSchema>;

export const otcMerchantApplyRequest = z.object({ name: z.string().trim().min(2).max(40) });
export const otcMerchantSchema = z.object({
  status: z.enum(['none', 'pending', 'approved', 'rejected']),
  name: z.string().nullable(),
  /** The operator's reason when the application was rejected. */
  reject_reason: z.string().nullable(),
  fiats: z.array(z.string()),
});

export const adminOtcMerchantReviewRequest = z
  .object({
    user_id: idSchema,
    approve: booleanField,
    /** Shown to the applicant; required when rejecting. */
    reason: z.string().trim().max(200).optional(),
  })
  .refine(
    (v) => v.approve || (v.reason ?? '').length >= 2,
    crossField(['approve', 'reason'], { message: 'invalid', path: ['reason'] }),
  );
export const adminOtcAppealResolveRequest = z.object({
  id: idSchema,
  result: z.enum(['release', 'refund']),
  note: z.string().trim().min(1).max(500),
});

/** Sent to both parties after an order changes or a chat line arrives: `{ id }`. */
export const OTC_SOCKET_EVENTS = { order: 'otc_order', chat: 'otc_chat' } as const;

/** What the ad list offers to filter by: the fiats with a reference rate and the pay methods. */
export const otcConfigSchema = z.object({
  fiats: z.array(z.string()),
  pay_methods: z.array(z.enum(OTC_PAY_METHODS)),
  pay_window_s: z.int(),
});
export type OtcConfig = z.infer<typeof otcConfigSchema>;

// ------------------------------------------------------------------ operator console

export const OTC_MERCHANT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const adminOtcMerchantListRequest = z.object({
  status: z.enum(OTC_MERCHANT_STATUSES).default('pending'),
});
export const adminOtcMerchantSchema = z.object({
  user_id: z.int(),
  account: z.string(),
  name: z.string(),
  kyc_level: z.int(),
  status: z.enum(OTC_MERCHANT_STATUSES),
  reject_reason: z.string().nullable(),
  bank_cards: z.array(z.enum(OTC_PAY_METHODS)),
  created: z.int(),
  reviewed: z.int().nullable(),
});
export type AdminOtcMerchant = z.infer<typeof adminOtcMerchantSchema>;

/** `open`: orders in appeal now; `resolved`: orders an operator ended. */
export const adminOtcAppealListRequest = z.object({
  status: z.enum(['open', 'resolved']).default('open'),
});
const adminOtcParty = z.object({ user_id: z.int(), account: z.string() });
export const adminOtcAppealSchema = z.object({
  id: z.int(),
  ad_id: z.int(),
  currency_name: z.string(),
  fiat: z.string(),
  /** Decimals of the fiat figures (price, total), as on the parties' orders. */
  fiat_places: z.int(),
  price: decimalString,
  amount: decimalString,
  fiat_total: decimalString,
  status: z.enum(OTC_ORDER_STATUSES),
  cancel_reason: z.string().nullable(),
  buyer: adminOtcParty,
  seller: adminOtcParty,
  /** Which party is the merchant of the ad. */
  merchant_side: z.enum(['buyer', 'seller']),
  appeal_by: z.enum(['buyer', 'seller']).nullable(),
  appeal_reason: z.string().nullable(),
  /** Upload name (no path) of the appellant's evidence, for `/api/admin/uploads/:name`. */
  appeal_evidence: z.string().nullable(),
  /** Evidence either party added during the appeal (upload names), oldest first. */
  evidence: z.array(
    z.object({
      id: z.int(),
      from: z.enum(['buyer', 'seller']),
      name: z.string(),
      note: z.string(),
      created: z.int(),
    }),
  ),
  /** Pay windows and times, Unix seconds. */
  created: z.int(),
  pay_deadline: z.int(),
  paid_at: z.int().nullable(),
  finished_at: z.int().nullable(),
  chat: z.array(
    z.object({
      id: z.int(),
      from: z.enum(['buyer', 'seller']),
      body: z.string(),
      created: z.int(),
    }),
  ),
});
export type AdminOtcAppeal = z.infer<typeof adminOtcAppealSchema>;

export const adminOtcCountsSchema = z.object({
  merchants_pending: z.int(),
  appeals_open: z.int(),
});
