import { z } from 'zod';
import { booleanField } from '../common/boolean';
import { decimalString, positiveDecimalString } from '../common/decimal';
import { idSchema, intSchema } from '../common/ids';
import { pageQuerySchema } from '../common/pagination';

/**
 * Copy trading (docs/domain.md "Copy trading"; field names as the description's client reads them). A trader is a user
 * an operator approved; followers' copies of the trader's contract positions open and close in
 * the same transaction as the trader's, at the same recorded tick.
 */

/** `type` of a follow: 1 fixed multiple of the trader's lots, 2 fixed lots. */
export const COPY_FOLLOW_TYPE = { multiple: 1, lots: 2 } as const;
/** Trader status: 0 applied, 1 approved (active), 2 rejected, 3 stopped being a trader. */
export const COPY_TRADER_STATUS = { applied: 0, active: 1, rejected: 2, stopped: 3 } as const;
/** Follow status (original): 1 active, 2 cancelled. */
export const COPY_FOLLOW_STATUS = { active: 1, cancelled: 2 } as const;
/** Why a follower's copy was skipped. */
export const COPY_SKIP_REASONS = [
  'insufficient_margin',
  'above_max_margin',
  'lots_below_minimum',
  'lots_above_maximum',
  'too_many_positions',
] as const;
export const COPY_SORTS = ['pnl', 'win_rate', 'followers'] as const;
/** Lots and multiples have at most two decimals (as a contract's lots). */
export const COPY_NUMBER_DECIMALS = 2;

const text = (max: number) => z.string().trim().min(1).max(max);

/** POST /follow/apply */
export const copyApplyRequest = z.object({
  nickname: text(32),
  introduction: text(500),
  experience: text(500),
});

/** POST /follow/follow */
export const copyFollowRequest = z.object({
  trader_user_id: idSchema,
  type: intSchema(1, 2),
  number: positiveDecimalString,
  /** Optional cap on one copy's margin; a copy needing more is skipped. '' or 0: none. */
  max_margin: z.union([positiveDecimalString, z.literal(''), z.literal('0')]).optional(),
});
export type CopyFollowRequest = z.infer<typeof copyFollowRequest>;

/** POST /follow/cancel (original field name) */
export const copyCancelRequest = z.object({ follow_user_id: idSchema });
/** POST /follow/selfHolding */
export const copySelfHoldingRequest = z.object({ transaction_id: idSchema });
export const copyTraderRequest = z.object({ trader_user_id: idSchema });
export const copyHistoryRequest = pageQuerySchema.extend({ trader_user_id: idSchema });
export const copyIndexRequest = pageQuerySchema.extend({
  sort: z.enum(COPY_SORTS).default('pnl'),
  /** Only traders taking new followers. */
  open_only: booleanField.optional(),
});
export const copyMyCopiesRequest = pageQuerySchema.extend({
  /** 1 open copies, 3 ended (closed) copies. */
  status: z.union([z.literal(1), z.literal(3), z.enum(['1', '3']).transform(Number)]).default(1),
});
export const copyAgreementAcceptRequest = z.object({ version: intSchema(1, 1000) });
/** POST /follow/traderSettings */
export const copyTraderSettingsRequest = z.object({
  paused: booleanField,
  /** Most followers at once; 0 or absent: no cap beyond the configuration's. */
  followers_max: intSchema(0, 100_000).optional(),
});

export const copyStatsSchema = z.object({
  total_profits: decimalString,
  closed_count: z.int(),
  win_count: z.int(),
  /** Winning closed / closed × 100, 2 decimals. */
  correct_rate: decimalString,
  /** Σ realised / Σ margin used × 100, 2 decimals. */
  total_income_rate: decimalString,
  max_drawdown: decimalString,
  /** Margin of followers' open copies of this trader. */
  assets_under_copy: decimalString,
  /** Daily realised PnL of the last 30 UTC days, oldest first. */
  curve: z.array(z.object({ day: z.string(), pnl: decimalString })),
  /** When the hourly job computed these (Unix seconds); null before its first run. */
  computed_at: z.int().nullable(),
});

export const copyTraderRowSchema = z.object({
  id: z.int(),
  nickname: z.string(),
  head_portrait: z.string(),
  closed_count: z.int(),
  total_profits: decimalString,
  correct_rate: decimalString,
  total_income_rate: decimalString,
  /** Real count of active followers. */
  follow_num: z.int(),
  followers_max: z.int().nullable(),
  paused: z.boolean(),
  is_followed: z.boolean(),
});
export type CopyTraderRow = z.infer<typeof copyTraderRowSchema>;

export const copyFollowSchema = z.object({
  id: z.int(),
  trader_user_id: z.int(),
  nickname: z.string(),
  type: z.int(),
  number: decimalString,
  max_margin: decimalString.nullable(),
  status: z.int(),
  created_at: z.int(),
  /** Profit share this follow has paid the trader so far. */
  shares_paid: decimalString,
  realised_pnl: decimalString,
});
export type CopyFollow = z.infer<typeof copyFollowSchema>;

export const copyTraderDetailSchema = z.object({
  trader_info: z.object({
    id: z.int(),
    is_trader: z.boolean(),
    nickname: z.string(),
    head_portrait: z.string(),
    introduction: z.string(),
    experience: z.string(),
    paused: z.boolean(),
    followers_max: z.int().nullable(),
    status: z.int(),
  }),
  data: copyStatsSchema.extend({
    follow_num: z.int(),
    riseCount: z.int(),
    fallCount: z.int(),
    position_count: z.int(),
  }),
  is_followed: z.boolean(),
  /** One's follow of this trader, if any (active or cancelled). */
  my_follow: copyFollowSchema.nullable(),
  /** The trader's last closed position, for the follow sheet's preview. */
  last_trade: z
    .object({
      symbol: z.string(),
      type: z.int(),
      share: decimalString,
      price: decimalString,
      multiple: z.int(),
      lot_size: decimalString,
      fee_rate: decimalString,
    })
    .nullable(),
  limits: z.object({
    follows_max: z.int(),
    multiple_max: decimalString,
    profit_share_rate: decimalString,
  }),
});
export type CopyTraderDetail = z.infer<typeof copyTraderDetailSchema>;

/** A closed position of a trader (history) or a follower's copy. */
export const copyPositionSchema = z.object({
  id: z.int(),
  symbol: z.string(),
  type: z.int(),
  status: z.int(),
  share: decimalString,
  multiple: z.int(),
  price: decimalString,
  close_price: decimalString.nullable(),
  origin_caution_money: decimalString,
  fact_profits: decimalString.nullable(),
  close_reason: z.string().nullable(),
  /** The ticks it opened and closed at, in ms as the contract endpoints give them. */
  open_tick_ts: z.number().nullable(),
  close_tick_ts: z.number().nullable(),
  created_at: z.int(),
});
export type CopyPosition = z.infer<typeof copyPositionSchema>;

export const copyMyCopySchema = copyPositionSchema.extend({
  trader_user_id: z.int(),
  nickname: z.string(),
  trader_position_id: z.int(),
  detached: z.boolean(),
  /** Paid to the trader from this copy's profit. */
  share_paid: decimalString,
});
export type CopyMyCopy = z.infer<typeof copyMyCopySchema>;

export const copySkipSchema = z.object({
  id: z.int(),
  trader_user_id: z.int(),
  nickname: z.string(),
  trader_position_id: z.int(),
  symbol: z.string(),
  reason: z.enum(COPY_SKIP_REASONS),
  created_at: z.int(),
});
export type CopySkip = z.infer<typeof copySkipSchema>;

export const copyAgreementSchema = z.object({
  version: z.int(),
  accepted: z.boolean(),
});

/** GET /follow/me: one's trader standing and dashboard. */
export const copyMeSchema = z.object({
  status: z.int().nullable(),
  nickname: z.string().nullable(),
  reject_reason: z.string().nullable(),
  paused: z.boolean(),
  followers_max: z.int().nullable(),
  follow_num: z.int(),
  shares_earned: decimalString,
  following: z.int(),
});
export type CopyMe = z.infer<typeof copyMeSchema>;

export const copyOkSchema = z.object({ ok: z.literal(true) });

/** Operator: applications to review. */
export const copyApplicationsRequest = pageQuerySchema.extend({
  status: intSchema(0, 3).default(0),
});
export const copyApplicationSchema = z.object({
  user_id: z.int(),
  nickname: z.string(),
  introduction: z.string(),
  experience: z.string(),
  status: z.int(),
  reject_reason: z.string().nullable(),
  applied_at: z.int(),
});
export const copyDecideRequest = z.object({
  user_id: idSchema,
  approve: booleanField,
  reason: z.string().trim().max(500).optional(),
});
