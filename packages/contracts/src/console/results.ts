import { z } from 'zod';

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
