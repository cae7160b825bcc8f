import { z } from 'zod';
import { endpoint, pagedEndpoint } from '../common/endpoint';
import { idSchema } from '../common/ids';
import { adminWalletDecisionResultSchema } from '../console/results';
import {
  adminApproveWithdrawRequest,
  adminApproveWithdrawResultSchema,
  WITHDRAW_STATUSES,
} from './chain';
import {
  addressEntrySchema,
  addressSaveRequest,
  adminApproveDepositRequest,
  adminDepositEntrySchema,
  adminRejectRequest,
  adminSendWithdrawRequest,
  adminWithdrawEntrySchema,
  balanceSchema,
  bankCardInternationalRequest,
  bankCardRequest,
  bankCardSchema,
  bankReceiveSchema,
  billEntrySchema,
  billRequest,
  changeRequest,
  chargeRequest,
  currencySchema,
  depositAddressRequest,
  depositAddressSchema,
  depositRecordSchema,
  exchangePairSchema,
  exchangeQuoteRequest,
  exchangeQuoteSchema,
  exchangeRequest,
  transferRecordSchema,
  walletDetailRequest,
  walletListSchema,
  withdrawInfoRequest,
  withdrawInfoSchema,
  withdrawRecordSchema,
  withdrawRequest,
} from './schemas';

/** The description's reads answer GET and POST alike; clients use GET. */
const READ = ['GET', 'POST'] as const;
/** The same, for the reads the description's client posts. */
const POSTED_READ = ['POST', 'GET'] as const;
const done = z.literal(true);
const created = z.object({ id: z.number() });
const accountBalance = balanceSchema.extend({ account_type: z.number() });

/** A review decision on one deposit or withdrawal: answers its id and the owner's user id. */
const decision = <I extends z.ZodType>(path: string, input: I) =>
  endpoint({
    method: 'POST',
    path,
    auth: 'operator',
    permission: 'funds.review',
    input,
    output: adminWalletDecisionResultSchema,
  });

/**
 * Wallet: currencies, balances, transfers between accounts, exchange, deposits, the address book
 * and bank cards, withdrawals, bills; and the operator's review of deposits and withdrawals.
 */
export const walletEndpoints = {
  currencies: endpoint({
    method: 'GET',
    path: '/api/currency/list',
    auth: 'public',
    output: z.array(currencySchema),
  }),
  nonEmptyBalances: endpoint({
    method: 'GET',
    path: '/api/currency/user_currency_list',
    auth: 'user',
    output: z.array(accountBalance),
  }),
  list: endpoint({
    method: READ,
    path: '/api/wallet/list',
    auth: 'user',
    output: walletListSchema,
  }),
  detail: endpoint({
    method: READ,
    path: '/api/wallet/detail',
    auth: 'user',
    input: walletDetailRequest,
    output: accountBalance,
  }),
  change: endpoint({
    method: 'POST',
    path: '/api/wallet/change',
    auth: 'user',
    input: changeRequest,
    output: z.object({ journal_id: z.number() }),
  }),
  transferHistory: pagedEndpoint({
    method: READ,
    path: '/api/wallet/hzhistory',
    auth: 'user',
    item: transferRecordSchema,
  }),
  exchangePairs: endpoint({
    method: READ,
    path: '/api/user/getTransferList',
    auth: 'user',
    output: z.array(exchangePairSchema),
  }),
  exchangeQuote: endpoint({
    method: 'POST',
    path: '/api/user/getTransferFee',
    auth: 'user',
    input: exchangeQuoteRequest,
    output: exchangeQuoteSchema,
  }),
  exchange: endpoint({
    method: 'POST',
    path: '/api/user/Transfer',
    auth: 'user',
    input: exchangeRequest,
    output: exchangeQuoteSchema,
  }),
  exchangeHistory: pagedEndpoint({
    method: READ,
    path: '/api/user/exchange_history',
    auth: 'user',
    item: transferRecordSchema,
  }),
  depositAddress: endpoint({
    method: POSTED_READ,
    path: '/api/wallet/get_in_address',
    auth: 'user',
    input: depositAddressRequest,
    output: depositAddressSchema,
  }),
  depositBank: endpoint({
    method: 'GET',
    path: '/api/wallet/deposit_bank',
    auth: 'user',
    output: bankReceiveSchema,
  }),
  requestDeposit: endpoint({
    method: 'POST',
    path: '/api/wallet/charge_req',
    auth: 'user',
    input: chargeRequest,
    output: created,
  }),
  depositLog: pagedEndpoint({
    method: READ,
    path: '/api/recharge/log',
    auth: 'user',
    item: depositRecordSchema,
  }),
  saveAddress: endpoint({
    method: 'POST',
    path: '/api/user/wallet/save',
    auth: 'user',
    input: addressSaveRequest,
    output: created,
  }),
  addresses: pagedEndpoint({
    method: READ,
    path: '/api/user/wallet/list',
    auth: 'user',
    input: z.object({ currency: idSchema.optional() }),
    item: addressEntrySchema,
  }),
  deleteAddress: endpoint({
    method: 'POST',
    path: '/api/user/wallet/delete',
    auth: 'user',
    input: z.object({ id: idSchema }),
    output: done,
  }),
  saveCard: endpoint({
    method: 'POST',
    path: '/api/user/cash_save',
    auth: 'user',
    input: bankCardRequest,
    output: done,
  }),
  card: endpoint({
    method: READ,
    path: '/api/user/cash_info',
    auth: 'user',
    output: bankCardSchema.nullable(),
  }),
  saveInternationalCard: endpoint({
    method: 'POST',
    path: '/api/user/cash_save_international',
    auth: 'user',
    input: bankCardInternationalRequest,
    output: done,
  }),
  internationalCard: endpoint({
    method: READ,
    path: '/api/user/cash_info_international',
    auth: 'user',
    output: bankCardSchema.nullable(),
  }),
  withdrawInfo: endpoint({
    method: POSTED_READ,
    path: '/api/wallet/get_info',
    auth: 'user',
    input: withdrawInfoRequest,
    output: withdrawInfoSchema,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/api/wallet/out',
    auth: 'kyc',
    input: withdrawRequest,
    output: created,
  }),
  withdrawals: pagedEndpoint({
    method: READ,
    path: '/api/user/withdraw/list',
    auth: 'user',
    item: withdrawRecordSchema,
  }),
  bills: pagedEndpoint({
    method: POSTED_READ,
    path: '/api/wallet/legal_log',
    auth: 'user',
    input: billRequest,
    item: billEntrySchema,
  }),

  // Operator review (audited, journaled).
  adminDeposits: pagedEndpoint({
    method: 'GET',
    path: '/api/admin/deposits',
    auth: 'operator',
    permission: 'funds.review',
    input: z.object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') }),
    item: adminDepositEntrySchema,
  }),
  approveDeposit: decision('/api/admin/deposits/approve', adminApproveDepositRequest),
  rejectDeposit: decision('/api/admin/deposits/reject', adminRejectRequest),
  adminWithdrawals: pagedEndpoint({
    method: 'GET',
    path: '/api/admin/withdrawals',
    auth: 'operator',
    permission: 'funds.review',
    input: z.object({ status: z.enum(WITHDRAW_STATUSES).default('pending') }),
    item: adminWithdrawEntrySchema,
  }),
  approveWithdrawal: endpoint({
    method: 'POST',
    path: '/api/admin/withdrawals/approve',
    auth: 'operator',
    permission: 'funds.review',
    input: adminApproveWithdrawRequest,
    output: adminApproveWithdrawResultSchema,
  }),
  sendWithdrawal: decision('/api/admin/withdrawals/send', adminSendWithdrawRequest),
  rejectWithdrawal: decision('/api/admin/withdrawals/reject', adminRejectRequest),
} as const;
