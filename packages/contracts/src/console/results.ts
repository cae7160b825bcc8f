import { z } from 'zod';
import { decimalString } from '../common/decimal';

/**
 * What the operator routes answer to an action (sign-in, decisions, replies, ends of
 * sessions): the server's routes declare these as their output, the console parses with them.
 */

/** POST /api/admin/login: the operator token. */
export const adminLoginResultSchema = z.string();
/** POST /api/admin/logout. */
export const adminLogoutResultSchema = z.literal(true);

/** A row the action touched, by id. */
export const adminIdResultSchema = z.object({ id: z.number() });
/** Sessions ended by /api/admin/sessions/end, /operator_sessions/end, /users/end_sessions. */
export const adminEndedResultSchema = z.object({ ended: z.number() });

/** POST /api/admin/kyc/approve and /reject. */
export const adminKycDecisionResultSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  level: z.number(),
});
/** POST /api/admin/deposits/{approve,reject}, /withdrawals/{send,reject}. */
export const adminWalletDecisionResultSchema = z.object({ id: z.number(), user_id: z.number() });

/** POST /api/admin/users/restrict. */
export const adminRestrictResultSchema = z.object({
  user_id: z.number(),
  kind: z.enum(['login', 'withdraw']),
  frozen: z.boolean(),
});

/** POST /api/admin/otc/merchant/review. */
export const adminOtcReviewResultSchema = z.object({ user_id: z.number(), status: z.string() });
/** POST /api/admin/otc/appeal/resolve. */
export const adminOtcResolveResultSchema = z.object({ id: z.number(), result: z.string() });

/** POST /api/admin/coupon/grant: how many users got the coupon. */
export const adminCouponGrantResultSchema = z.object({ granted: z.number() });
/** POST /api/admin/launchpad/project: the project and the currency it lists. */
export const adminLaunchpadCreateResultSchema = z.object({
  id: z.number(),
  currency_id: z.number(),
});
/** POST /api/admin/earn/cloud_yield: the day's yield per unit of a cloud-mining product. */
export const adminCloudYieldResultSchema = z.object({
  product_id: z.number(),
  day: z.string(),
  btc_per_unit: z.string(),
});
/** POST /api/admin/message/announce: the announcement and how many inboxes it reached. */
export const adminAnnounceResultSchema = z.object({ id: z.number(), recipients: z.number() });

/** GET /api/admin/coupon/campaigns: a campaign with how many coupons it issued and were used. */
export const adminCouponCampaignSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['lever_fee', 'option_stake']),
  name: z.record(z.string(), z.string()),
  amount: decimalString,
  min_order: decimalString,
  public: z.boolean(),
  expires_s: z.number().int(),
  issued: z.number().int(),
  used: z.number().int(),
});
