import { z } from 'zod';
import { crossField } from '../common/cross-field';
import { booleanField } from '../common/boolean';
import { decimalString, positiveColumnDecimal, unsignedColumnDecimal } from '../common/decimal';
import { idSchema } from '../common/ids';
import { compareDecimals } from '../format/decimal';

export {
  messageSchema,
  messageListRequest,
  messageIdRequest,
  unreadSchema,
  type InboxMessage,
  type Unread,
} from './messages';

/** Who an announcement goes to. */
export const ANNOUNCEMENT_SEGMENTS = ['all', 'verified', 'unverified', 'users'] as const;

const announcementText = (max: number) => {
  const other = z.string().trim().max(max).optional();
  return z.object({
    en: z.string().trim().min(1).max(max),
    zh: other,
    hk: other,
    th: other,
    jp: other,
    kor: other,
    fra: other,
    spa: other,
  });
};

/**
 * POST /admin/message/announce. Texts per language; English is required and stands in for a
 * language the operator left empty. `user_ids` only with segment `users`.
 */
export const announceRequest = z
  .object({
    segment: z.enum(ANNOUNCEMENT_SEGMENTS),
    user_ids: z.array(idSchema).max(1000).optional(),
    title: announcementText(120),
    content: announcementText(4000),
  })
  .refine(
    (v) => v.segment !== 'users' || (v.user_ids?.length ?? 0) > 0,
    crossField(['segment', 'user_ids'], {
      message: 'user_ids required for segment users',
      path: ['user_ids'],
    }),
  );
export type AnnounceRequest = z.infer<typeof announceRequest>;

export const announcementSchema = z.object({
  id: z.int(),
  segment: z.enum(ANNOUNCEMENT_SEGMENTS),
  title: z.string(),
  recipients: z.int(),
  operator_id: z.int(),
  created_at: z.int(),
});
export type Announcement = z.infer<typeof announcementSchema>;

// ---------------------------------------------------------------- coupons (pages/setting/coupon)

export const COUPON_KINDS = ['lever_fee', 'option_stake'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
/** claimable: granted or offered, not claimed yet; then available, used or expired. */
export const COUPON_STATES = ['claimable', 'available', 'used', 'expired'] as const;

export const couponSchema = z.object({
  id: z.int(),
  campaign_id: z.int(),
  kind: z.enum(COUPON_KINDS),
  name: z.string(),
  terms: z.string(),
  currency_id: z.int(),
  currency: z.string(),
  amount: decimalString,
  min_order: decimalString,
  state: z.enum(COUPON_STATES),
  /** Unix seconds. */
  expires_at: z.int(),
  used_at: z.int().nullable(),
  /** What it paid when used. */
  used_amount: decimalString.nullable(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponListRequest = z.object({
  state: z.enum(COUPON_STATES).default('available'),
  kind: z.enum(COUPON_KINDS).optional(),
});

export const couponClaimRequest = z.object({ campaign_id: idSchema });

/** POST /admin/coupon/campaign */
export const couponCampaignRequest = z
  .object({
    kind: z.enum(COUPON_KINDS),
    name: announcementText(60),
    terms: announcementText(1000),
    currency_id: idSchema,
    amount: positiveColumnDecimal,
    min_order: unsignedColumnDecimal.default('0'),
    public: booleanField.default(false),
    /** Unix seconds (a JSON number: the operator API takes JSON); must lie in the future. */
    expires_at: z.int().min(1).max(4_102_444_800),
  })
  .refine(
    (v) => v.kind !== 'option_stake' || compareDecimals(v.min_order, v.amount) > 0,
    crossField(['kind', 'min_order', 'amount'], {
      message: 'a stake voucher needs a minimum order above its amount',
      path: ['min_order'],
    }),
  );
export type CouponCampaignRequest = z.infer<typeof couponCampaignRequest>;

/** POST /admin/coupon/grant: the campaign's coupon to each user (claimable by them). */
export const couponGrantRequest = z.object({
  campaign_id: idSchema,
  user_ids: z.array(idSchema).min(1).max(1000),
});

// ---------------------------------------------------------------- invite and rebate

/** GET /user/invite_info: the caller's code and program totals. */
export const inviteInfoSchema = z.object({
  extension_code: z.string(),
  invite_count: z.int(),
  /** Rebates received so far, per currency code. */
  rebate_totals: z.array(z.object({ currency: z.string(), amount: decimalString })),
  /** The share of invitees' contract fees paid back ("0.2"), and for how many days after they join. */
  rate: decimalString,
  days: z.int(),
});
export type InviteInfo = z.infer<typeof inviteInfoSchema>;

/** POST /user/my_invite_list: one invitee, their login masked. */
export const inviteeSchema = z.object({
  account: z.string(),
  /** Unix seconds. */
  created_at: z.int(),
  /** Rebates earned from this invitee (USDT and other currencies summed per currency, first listed). */
  rebate: decimalString,
});
export type Invitee = z.infer<typeof inviteeSchema>;

/** POST /user/my_profit_list: one paid rebate (an invitee's fees of one UTC day). */
export const rebateSchema = z.object({
  day: z.string(),
  account: z.string(),
  currency: z.string(),
  fees: decimalString,
  amount: decimalString,
  created_at: z.int(),
});
export type Rebate = z.infer<typeof rebateSchema>;

// ---------------------------------------------------------------- feedback

export const FEEDBACK_CATEGORIES = [
  'account',
  'deposit',
  'trade',
  'bug',
  'suggestion',
  'other',
] as const;
/** An upload's public path as POST /upload answers it. */
export const uploadPathSchema = z
  .string()
  .trim()
  .regex(/^\/uploads\/[A-Za-z0-9_-]{16,64}\.(png|jpg|gif|webp)$/);

export const feedbackSubmitRequest = z.object({
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string().trim().min(5).max(1000),
  // A form sends one screenshot as a single value and several as repeated keys.
  images: z.preprocess(
    (v) => (typeof v === 'string' ? [v] : v),
    z.array(uploadPathSchema).max(3).default([]),
  ),
});

/** POST /feedback/list; `is_red` true: only feedback that has a reply. */
export const feedbackListRequest = z.object({ is_red: booleanField.optional() });

export const feedbackSchema = z.object({
  id: z.int(),
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string(),
  images: z.array(z.string()),
  reply: z.string().nullable(),
  /** Unix seconds. */
  created_at: z.int(),
  replied_at: z.int().nullable(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const adminFeedbackSchema = feedbackSchema.extend({ user_id: z.int() });
export const feedbackReplyRequest = z.object({
  id: idSchema,
  reply: z.string().trim().min(1).max(2000),
});

// ---------------------------------------------------------------- support chat (pages/kefu/index)

/** A visitor's device id: made by the client at random, kept in its storage. */
export const deviceIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,64}$/);

export const supportHistoryRequest = z.object({ device_id: deviceIdSchema.optional() });
export const supportSendRequest = z
  .object({
    device_id: deviceIdSchema.optional(),
    text: z.string().trim().max(1000).default(''),
    image: uploadPathSchema.optional(),
  })
  .refine(
    (v) => v.text !== '' || v.image !== undefined,
    crossField(['text', 'image'], { message: 'empty', path: ['text'] }),
  );

export const supportMessageSchema = z.object({
  id: z.int(),
  sender: z.enum(['user', 'operator']),
  text: z.string(),
  image: z.string().nullable(),
  is_read: z.union([z.literal(0), z.literal(1)]),
  created_at: z.int(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportConversationSchema = z.object({
  id: z.int(),
  user_id: z.int().nullable(),
  visitor: z.boolean(),
  unread: z.int(),
  last_message_at: z.int(),
});

export const adminSupportSendRequest = z
  .object({
    conversation_id: idSchema,
    text: z.string().trim().max(1000).default(''),
    image: uploadPathSchema.optional(),
  })
  .refine(
    (v) => v.text !== '' || v.image !== undefined,
    crossField(['text', 'image'], { message: 'empty', path: ['text'] }),
  );

/**
 * Live support chat over socket.io. A signed-in user's socket is already in their user room; a
 * visitor's socket joins its device's room with `visitorJoin`; an operator's socket joins the
 * desk room with `deskJoin` and its operator token (the `support.desk` permission is checked).
 * `typing` and `read` go both ways; the desk room also receives every new message (`desk`).
 */
export const SUPPORT_SOCKET_EVENTS = {
  typing: 'support_typing',
  read: 'support_read',
  deskJoin: 'support_desk_join',
  visitorJoin: 'support_visitor_join',
  desk: 'support_desk',
} as const;
export const SUPPORT_DESK_ROOM = 'support:desk';
export const supportDeviceRoom = (deviceId: string) => `support:device:${deviceId}`;

/** Client → server. A user or visitor names no conversation (theirs is implied); an operator does. */
export const supportTypingEvent = z.object({
  typing: z.boolean(),
  device_id: deviceIdSchema.optional(),
  conversation_id: idSchema.optional(),
});
export const supportReadEvent = z.object({
  device_id: deviceIdSchema.optional(),
  conversation_id: idSchema.optional(),
});
export const supportDeskJoinEvent = z.object({ token: z.string().min(1).max(200) });
export const supportVisitorJoinEvent = z.object({ device_id: deviceIdSchema });

/** Server → the user's side: the operator is typing, or has read the user's messages. */
export type SupportTypingPush = { sender: 'user' | 'operator'; typing: boolean };
export type SupportReadPush = { reader: 'user' | 'operator' };
/** Server → the desk room. */
export type SupportDeskPush =
  | { type: 'message'; conversation_id: number; message: SupportMessage }
  | {
      type: 'typing';
      conversation_id: number;
      typing: boolean;
      /** Who is typing: the user (or visitor), or another operator at the desk. */
      sender: 'user' | 'operator';
    }
  | { type: 'read'; conversation_id: number; reader: 'user' | 'operator' };

// ---------------------------------------------------------------- mini game (points only)

export const GAME_POINTS_PER_WIN = 10;
export const gameGuessRequest = z.object({
  direction: z
    .union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')])
    .transform(Number),
});
export const gameRoundSchema = z.object({
  id: z.int(),
  symbol: z.string(),
  /** The guessed minute's start, Unix seconds. */
  minute: z.int(),
  direction: z.int(),
  open_price: decimalString.nullable(),
  close_price: decimalString.nullable(),
  result: z.enum(['win', 'loss', 'tie']).nullable(),
  points: z.int(),
});
export type GameRound = z.infer<typeof gameRoundSchema>;
export const gameLeaderSchema = z.object({
  rank: z.int(),
  account: z.string(),
  points: z.int(),
});
export const gameBoardSchema = z.object({
  day: z.string(),
  leaders: z.array(gameLeaderSchema),
  my_points: z.int().nullable(),
});
