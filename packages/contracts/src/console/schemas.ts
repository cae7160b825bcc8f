import { z } from 'zod';
import { idSchema, intSchema } from '../common/ids';
import { DECIMAL_PATTERN, fitsNumeric36 } from '../common/decimal';
import { OPERATOR_ROLES } from '../admin/permissions';

/** The operator console: who is signed in, users, adjustments, reports. */

export const consoleMeSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(OPERATOR_ROLES),
  permissions: z.array(z.string()),
});

export const operatorSessionSchema = z.object({
  id: z.number(),
  operator_id: z.number(),
  operator_name: z.string(),
  ip: z.string(),
  user_agent: z.string(),
  created_at: z.number(),
  expires_at: z.number(),
  current: z.boolean(),
});

export const consoleDashboardSchema = z.object({
  kyc_pending: z.number(),
  deposits_pending: z.number(),
  withdrawals_pending: z.number(),
  adjustments_pending: z.number(),
  nft_reviews_pending: z.number(),
  trader_applications_pending: z.number(),
  feedback_open: z.number(),
  /** Support conversations with a user message nobody has read yet. */
  support_unread: z.number(),
  /** IEO projects not yet listed (warm-up, subscription, allocation). */
  ieo_in_progress: z.number(),
});

/** GET /api/admin/users: `q` is a user id, an e-mail or a phone number (part of one). */
export const consoleUserSearchQuery = z.object({
  q: z.string().trim().max(120).optional(),
  kyc_level: intSchema(0, 2).optional(),
  /** Only users with a frozen login or frozen withdrawals. */
  frozen: z.enum(['login', 'withdraw']).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export const consoleUserRowSchema = z.object({
  id: z.number(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  area_code: z.string().nullable(),
  nickname: z.string().nullable(),
  kyc_level: z.number(),
  created_at: z.number(),
  login_frozen: z.boolean(),
  withdraw_frozen: z.boolean(),
});

export const userRestrictionSchema = z.object({
  kind: z.enum(['login', 'withdraw']),
  reason: z.string(),
  operator_id: z.number(),
  created_at: z.number(),
});

export const consoleUserDetailSchema = z.object({
  user: consoleUserRowSchema.extend({
    lang: z.string(),
    parent_id: z.number().nullable(),
  }),
  identity: z
    .array(
      z.object({
        id: z.number(),
        level: z.number(),
        status: z.string(),
        name: z.string().nullable(),
        id_number: z.string().nullable(),
        created_at: z.number(),
      }),
    )
    .default([]),
  restrictions: z.array(userRestrictionSchema),
  sessions: z.array(
    z.object({
      id: z.number(),
      ip: z.string(),
      user_agent: z.string(),
      created_at: z.number(),
      expires_at: z.number(),
    }),
  ),
  accounts: z.array(
    z.object({
      account_id: z.number(),
      currency: z.string(),
      account_type: z.number(),
      available: z.string(),
      frozen: z.string(),
    }),
  ),
});

export const consoleUserIdRequest = z.object({ user_id: idSchema });
export const consoleRestrictRequest = z.object({
  user_id: idSchema,
  kind: z.enum(['login', 'withdraw']),
  frozen: z.boolean(),
  reason: z.string().trim().min(3).max(500),
});
export const consoleEndSessionsRequest = z.object({
  user_id: idSchema,
  session_id: idSchema.optional(),
});

/** Ending one of one's own other sessions. */
export const consoleEndOwnSessionRequest = z.object({ session_id: idSchema });
/** Ending any operator's session (operators.manage): the reason goes in the audit log. */
export const consoleEndOperatorSessionRequest = z.object({
  session_id: idSchema,
  reason: z.string().trim().min(1).max(200),
});

export const consoleAccountJournalsQuery = z.object({ account_id: idSchema });
export const consoleJournalRowSchema = z.object({
  journal_id: z.number(),
  reason: z.string(),
  ref_type: z.string(),
  ref_id: z.string(),
  actor: z.string(),
  memo: z.string(),
  amount: z.string(),
  created_at: z.number(),
});
export const consoleJournalDetailSchema = z.object({
  journal: consoleJournalRowSchema.omit({ amount: true }),
  postings: z.array(
    z.object({
      posting_id: z.number(),
      account_id: z.number(),
      user_id: z.number().nullable(),
      system_code: z.string().nullable(),
      account_type: z.number(),
      currency: z.string(),
      bucket: z.string(),
      amount: z.string(),
    }),
  ),
});

/** System accounts an adjustment may be booked against (compensation, corrections). */
export const ADJUSTMENT_SYSTEM_ACCOUNTS = ['house', 'rewards', 'fees'] as const;

export const consoleAdjustmentCreateRequest = z.object({
  user_id: idSchema,
  account_type: intSchema(1, 4),
  currency: z.string().trim().min(1).max(20),
  /** Signed: positive credits the user, negative debits; no more digits than a column holds. */
  amount: z
    .string()
    .trim()
    .regex(DECIMAL_PATTERN)
    .refine(fitsNumeric36, 'at most 18 integer digits')
    .refine((v) => !/^-?0(\.0+)?$/.test(v), 'invalid'),
  system_account: z.enum(ADJUSTMENT_SYSTEM_ACCOUNTS),
  reason: z.string().trim().min(3).max(500),
  ticket: z.string().trim().min(1).max(80),
});
export const consoleAdjustmentDecisionRequest = z.object({
  id: idSchema,
  note: z.string().trim().max(500).optional(),
});
export const consoleAdjustmentsQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
});
export const consoleAdjustmentSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  account_type: z.number(),
  currency: z.string(),
  amount: z.string(),
  system_account: z.string(),
  reason: z.string(),
  ticket: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  created_by: z.number(),
  created_by_name: z.string(),
  decided_by: z.number().nullable(),
  decided_by_name: z.string().nullable(),
  decision_note: z.string().nullable(),
  journal_id: z.number().nullable(),
  created_at: z.number(),
  decided_at: z.number().nullable(),
});

export const consoleLedgerCheckSchema = z.object({
  ok: z.boolean(),
  problems: z.array(z.object({ kind: z.string(), detail: z.string() })),
  ran_at: z.number(),
  operator_id: z.number().nullable(),
});
/**
 * What the platform owes users in one currency, as the proof of liabilities counts it: what
 * sits in their accounts (product holds and copy margin included), earn principal and loan
 * collateral kept in custody, and their total (the sum of the proof's leaves).
 */
const consoleLiabilitySchema = z.object({
  currency: z.string(),
  accounts: z.string(),
  earn: z.string(),
  loan_collateral: z.string(),
  total: z.string(),
});
export type ConsoleLiability = z.infer<typeof consoleLiabilitySchema>;
export const consoleReportsSchema = z.object({
  last_check: consoleLedgerCheckSchema.nullable(),
  system_balances: z.array(
    z.object({
      system_code: z.string(),
      currency: z.string(),
      available: z.string(),
      frozen: z.string(),
    }),
  ),
  liabilities: z.array(consoleLiabilitySchema),
  flows: z.array(
    z.object({
      day: z.string(),
      currency: z.string(),
      deposits: z.string(),
      withdrawals: z.string(),
    }),
  ),
});
