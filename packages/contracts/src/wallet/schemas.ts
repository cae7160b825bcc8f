import { z } from 'zod';
import { idSchema, intSchema } from '../common/ids';
import { decimalString, positiveDecimalString } from '../common/decimal';
import { FIAT_CODES } from '../common/enums';
import { isBankAccountNumber } from '../rules/bank-account';
import { WITHDRAW_STATUSES } from './chain';

/**
 * Account types by wire name or number: 1 legal, 2 change, 3 lever, 4 micro. A Map, not an
 * object literal: an object's lookup answers "__proto__" or "constructor" with a built-in.
 */
const ACCOUNT_NAMES = new Map<string, 1 | 2 | 3 | 4>([
  ['legal', 1],
  ['change', 2],
  ['lever', 3],
  ['micro', 4],
  ['1', 1],
  ['2', 2],
  ['3', 3],
  ['4', 4],
]);
export const accountTypeField = z.union([z.string().max(16), z.int()]).transform((v, ctx) => {
  const id = ACCOUNT_NAMES.get(String(v).trim().toLowerCase());
  if (id === undefined) {
    ctx.addIssue({ code: 'custom', message: 'invalid' });
    return z.NEVER;
  }
  return id;
});
const currencyId = intSchema(1, 100_000);
const fundPassword = z.string().min(1).max(128);
const totp = z
  .string()
  .regex(/^\d{6}$/, 'invalid')
  .optional();
const idempotencyKey = z
  .string()
  .trim()
  .min(8)
  .max(80)
  .regex(/^[A-Za-z0-9_.:-]+$/)
  .optional();
const uploadPath = z
  .string()
  .regex(/^\/uploads\/[a-zA-Z0-9_-]{16,64}\.(png|jpg|gif|webp)$/, 'invalid');

export { currencySchema, type Currency } from './currency';

export const balanceSchema = z.object({
  currency_id: z.number(),
  currency_name: z.string(),
  available: decimalString,
  frozen: decimalString,
  usdt_value: decimalString,
  fiat_value: decimalString,
});
export const accountSummarySchema = z.object({
  account_type: z.int(),
  name: z.enum(['legal', 'change', 'lever', 'micro']),
  total_usdt: decimalString,
  total_fiat: decimalString,
  balances: z.array(balanceSchema),
});
export const walletListSchema = z.object({
  fiat: z.enum(FIAT_CODES),
  fiat_rate: decimalString,
  total_usdt: decimalString,
  total_fiat: decimalString,
  accounts: z.array(accountSummarySchema),
});
export type WalletList = z.infer<typeof walletListSchema>;
export const walletDetailRequest = z.object({
  currency: currencyId,
  type: accountTypeField.default(2),
});

export const changeRequest = z.object({
  currency_id: currencyId,
  number: positiveDecimalString,
  from_field: accountTypeField,
  to_field: accountTypeField,
  idempotency_key: idempotencyKey,
});
export const transferRecordSchema = z.object({
  id: z.number(),
  currency_id: z.number(),
  currency_name: z.string(),
  to_currency_id: z.number(),
  to_currency_name: z.string(),
  from_type: z.number(),
  to_type: z.number(),
  amount: decimalString,
  received: decimalString,
  rate: decimalString,
  created_at: z.int(),
});

export const exchangeQuoteRequest = z.object({
  from_currency_id: currencyId,
  to_currency_id: currencyId,
  number: positiveDecimalString,
});
export const exchangeRequest = exchangeQuoteRequest.extend({ idempotency_key: idempotencyKey });
export const exchangeQuoteSchema = z.object({
  from_currency_id: z.number(),
  to_currency_id: z.number(),
  number: decimalString,
  /** Units of `to` per unit of `from`, after the spread. */
  rate: decimalString,
  spread: decimalString,
  fee_usdt: decimalString,
  receive: decimalString,
});
export const exchangePairSchema = z.object({
  currency_id: z.number(),
  name: z.string(),
  price_usdt: decimalString,
  available: decimalString,
});

export const depositAddressRequest = z.object({
  currency: currencyId,
  chain: z.string().trim().max(16).optional(),
});
export const depositAddressSchema = z.object({
  currency_id: z.number(),
  chain: z.string(),
  address: z.string(),
  chains: z.array(z.string()),
});
export const chargeRequest = z.object({
  currency: currencyId,
  amount: positiveDecimalString,
  type: z.enum(['crypto', 'bank', 'bank_international']).default('crypto'),
  chain: z.string().trim().max(16).optional(),
  account: z.string().trim().max(200).optional(),
  voucher: uploadPath,
  idempotency_key: idempotencyKey,
});
export const depositRecordSchema = z.object({
  id: z.number(),
  currency_id: z.number(),
  currency_name: z.string(),
  amount: decimalString,
  method: z.enum(['crypto', 'bank', 'bank_international']),
  chain: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string(),
  created_at: z.int(),
});
export const bankReceiveSchema = z.object({
  domestic: z.record(z.string(), z.string()),
  international: z.record(z.string(), z.string()),
});

export const addressSaveRequest = z.object({
  currency: currencyId,
  chain: z.string().trim().max(16).optional(),
  name: z.string().trim().min(1).max(30),
  address: z.string().trim().min(20).max(120),
});
export const addressEntrySchema = z.object({
  id: z.number(),
  currency_id: z.number(),
  currency_name: z.string(),
  chain: z.string(),
  name: z.string(),
  address: z.string(),
  created_at: z.int(),
  /** When the address becomes usable for withdrawals (24 h after it was added). */
  usable_at: z.int(),
  usable: z.boolean(),
});

const required = (max: number) => z.string().trim().min(1).max(max);
export const bankCardRequest = z.object({
  real_name: required(60),
  bank_account: z
    .string()
    .trim()
    .refine((v) => isBankAccountNumber(v, false), 'invalid'),
  bank_name: required(80),
  bank_dizhi: required(120),
  bank_network: required(40),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{5,20}$/, 'phone_invalid'),
});
export const bankCardInternationalRequest = z.object({
  real_name: required(60),
  bank_account: z
    .string()
    .trim()
    .refine((v) => isBankAccountNumber(v, true), 'invalid'),
  bank_name: required(80),
  swift_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/, 'invalid'),
  aba_number: z
    .string()
    .trim()
    .regex(/^\d{9}$/, 'invalid'),
  country: required(60),
  address: required(160),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{5,20}$/, 'phone_invalid'),
});
export const bankCardSchema = z.object({
  kind: z.enum(['domestic', 'international']),
  real_name: z.string(),
  bank_account: z.string(),
  bank_name: z.string(),
  bank_dizhi: z.string(),
  bank_network: z.string(),
  swift_code: z.string(),
  aba_number: z.string(),
  country: z.string(),
  address: z.string(),
  phone: z.string(),
});

export const withdrawInfoRequest = z.object({ currency: currencyId });
export const withdrawInfoSchema = z.object({
  currency_id: z.number(),
  currency_name: z.string(),
  precision: z.int(),
  /** As the currency list's: the decimals its money shows with. */
  display_places: z.int(),
  min_withdraw: decimalString,
  withdraw_fee: decimalString,
  available: decimalString,
  chains: z.array(z.string()),
  can_withdraw: z.boolean(),
  kyc_level: z.int(),
  limit_btc_24h: decimalString,
  used_btc_24h: decimalString,
  fiat_single_limit_usdt: decimalString,
  pay_password_set: z.boolean(),
  totp_required: z.boolean(),
});
export const withdrawRequest = z.object({
  currency: currencyId,
  number: positiveDecimalString,
  type: z.enum(['crypto', 'bank', 'bank_international']).default('crypto'),
  address_id: idSchema.optional(),
  pay_password: fundPassword,
  totp_code: totp,
  idempotency_key: idempotencyKey,
});
export const withdrawRecordSchema = z.object({
  id: z.number(),
  currency_id: z.number(),
  currency_name: z.string(),
  amount: decimalString,
  fee: decimalString,
  receive: decimalString,
  method: z.enum(['crypto', 'bank', 'bank_international']),
  chain: z.string(),
  destination: z.string(),
  status: z.enum(WITHDRAW_STATUSES),
  txid: z.string(),
  /** The transaction on the configured block explorer ('' when none, or not sent yet). */
  explorer_url: z.string(),
  /** On-chain withdrawals once broadcast: confirmations of the sent transaction, and how many count. */
  confirmations: z.int().nullable(),
  required: z.int().nullable(),
  reason: z.string(),
  created_at: z.int(),
});

export const billRequest = z.object({
  currency: currencyId.optional(),
  type: accountTypeField.optional(),
  page: intSchema(1).default(1),
  limit: intSchema(1, 100).default(10),
});
export const billEntrySchema = z.object({
  id: z.number(),
  journal_id: z.number(),
  currency_id: z.number(),
  currency_name: z.string(),
  account_type: z.number(),
  bucket: z.enum(['available', 'frozen']),
  amount: decimalString,
  reason: z.string(),
  info: z.string(),
  created_at: z.int(),
});

/** Operator review of deposits and withdrawals. */
export const adminDepositEntrySchema = depositRecordSchema.extend({
  user_id: z.number(),
  account: z.string(),
  voucher: z.string(),
});
export const adminWithdrawEntrySchema = withdrawRecordSchema.extend({ user_id: z.number() });
/** Approval credits the requested amount: there is no amount to send (an unknown field is refused). */
export const adminApproveDepositRequest = z.object({ id: idSchema });
export const adminRejectRequest = z.object({
  id: idSchema,
  reason: z.string().trim().min(2).max(200),
});
export const adminSendWithdrawRequest = z.object({
  id: idSchema,
  txid: z.string().trim().min(4).max(120),
});
