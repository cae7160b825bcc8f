import { z } from 'zod';
import { idSchema, intSchema } from '../common/ids';
import { decimalString, positiveColumnDecimal } from '../common/decimal';

export const LOAN_TERMS = [0, 7, 30] as const;
export const LOAN_STATUSES = ['open', 'repaid', 'liquidated'] as const;
export const LOAN_EVENT_KINDS = [
  'open',
  'repay',
  'add_collateral',
  'withdraw_collateral',
  'margin_call',
  'liquidation',
] as const;

const idempotencyKey = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/)
  .optional();

/** The offer: currencies, rates (annual fractions) and LTV levels (fractions). */
export const loanConfigSchema = z.object({
  loan_currencies: z.array(z.object({ id: z.int(), name: z.string(), annual_rate: decimalString })),
  collateral_currencies: z.array(z.object({ id: z.int(), name: z.string() })),
  terms: z.array(z.int()),
  initial_ltv: decimalString,
  margin_call_ltv: decimalString,
  liquidation_ltv: decimalString,
  liquidation_fee: decimalString,
  overdue_factor: decimalString,
  /** USDT price of each currency now, from the recorded prices; null when none. */
  prices: z.record(z.string(), decimalString.nullable()),
  /**
   * Decimals the collateral's price in the loan currency is shown at, by `COLLATERAL/LOAN`
   * ("BTC/USDT"): the instrument's price decimals in USDT, the loan currency's precision across
   * two coins.
   */
  mark_decimals: z.record(z.string(), z.int()),
});

export const loanBorrowRequest = z.object({
  loan_currency_id: idSchema,
  collateral_currency_id: idSchema,
  amount: positiveColumnDecimal,
  collateral: positiveColumnDecimal,
  // Strict digits like every id and count (no 0x7, 7.0 or 7e0): 0 flexible, 7 or 30 days.
  term_days: intSchema(0, 30).refine(
    (v) => (LOAN_TERMS as readonly number[]).includes(v),
    'invalid',
  ),
  idempotency_key: idempotencyKey,
});
export type LoanBorrowRequest = z.infer<typeof loanBorrowRequest>;

export const loanAmountRequest = z.object({
  id: idSchema,
  amount: positiveColumnDecimal,
  idempotency_key: idempotencyKey,
});
export type LoanAmountRequest = z.infer<typeof loanAmountRequest>;
export const loanIdRequest = z.object({ id: idSchema });
export const loanListRequest = z.object({ status: z.enum(LOAN_STATUSES).optional() });

export const loanEventSchema = z.object({
  id: z.int(),
  kind: z.enum(LOAN_EVENT_KINDS),
  amount: decimalString.nullable(),
  /** The recorded price used, and the time (ms) of its tick. */
  price: decimalString.nullable(),
  tick_ms: z.int().nullable(),
  ltv: decimalString.nullable(),
  created: z.int(),
});

export const loanSchema = z.object({
  id: z.int(),
  loan_currency_id: z.int(),
  loan_currency_name: z.string(),
  collateral_currency_id: z.int(),
  collateral_currency_name: z.string(),
  principal: decimalString,
  interest: decimalString,
  /** principal + interest. */
  debt: decimalString,
  collateral: decimalString,
  annual_rate: decimalString,
  term_days: z.int(),
  opened_at: z.int(),
  due_at: z.int(),
  status: z.enum(LOAN_STATUSES),
  /** LTV now from the latest recorded prices (a fraction); null when closed or no price. */
  ltv: decimalString.nullable(),
  margin_called: z.boolean(),
  closed_at: z.int().nullable(),
  /** Decimals its prices (marks, events) are shown at, as `mark_decimals` of the config. */
  price_decimals: z.int(),
  events: z.array(loanEventSchema),
});
export type Loan = z.infer<typeof loanSchema>;

/** Sent to the borrower after commit: `{ id, ltv, price, tick_ms }`. */
export const LOAN_SOCKET_EVENTS = {
  marginCall: 'loan_margin_call',
  liquidated: 'loan_liquidated',
} as const;

/** The operator's read-only loan overview: one row per loan with its borrower and LTV now. */
export const adminLoanListRequest = z.object({ status: z.enum(LOAN_STATUSES).optional() });
export const adminLoanSchema = z.object({
  id: z.int(),
  user_id: z.int(),
  account: z.string(),
  loan_currency_name: z.string(),
  collateral_currency_name: z.string(),
  principal: decimalString,
  interest: decimalString,
  collateral: decimalString,
  annual_rate: decimalString,
  term_days: z.int(),
  status: z.enum(LOAN_STATUSES),
  /** LTV now from the latest recorded prices; null when closed or no price. */
  ltv: decimalString.nullable(),
  margin_called: z.boolean(),
  opened_at: z.int(),
  due_at: z.int(),
  closed_at: z.int().nullable(),
});
export type AdminLoan = z.infer<typeof adminLoanSchema>;
