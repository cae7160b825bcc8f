import { z } from 'zod';
import {
  addressEntrySchema,
  addressSaveRequest,
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
  balanceSchema,
} from '@tidemark/contracts';
import { idSchema } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { WalletService } from './wallet.service';

const done = z.literal(true);

export function walletRoutes(router: Router, wallet: WalletService): void {
  router.route({
    method: 'GET',
    url: '/api/currency/list',
    auth: 'public',
    output: z.array(currencySchema),
    handler: () => wallet.currencyList(),
  });
  router.route({
    method: 'GET',
    url: '/api/currency/user_currency_list',
    auth: 'user',
    output: z.array(balanceSchema.extend({ account_type: z.number() })),
    handler: (_input, ctx) => wallet.nonEmptyBalances(ctx.session.userId),
  });
  router.route({
    method: ['GET', 'POST'],
    url: '/api/wallet/list',
    auth: 'user',
    output: walletListSchema,
    handler: (_input, ctx) => wallet.walletList(ctx.session.userId),
  });
  router.route({
    method: ['GET', 'POST'],
    url: '/api/wallet/detail',
    auth: 'user',
    input: walletDetailRequest,
    output: balanceSchema.extend({ account_type: z.number() }),
    handler: (input, ctx) => wallet.balance(ctx.session.userId, input.currency, input.type),
  });

  // ------------------------------------------------------------ transfers and exchange
  router.route({
    method: 'POST',
    url: '/api/wallet/change',
    auth: 'user',
    input: changeRequest,
    output: z.object({ journal_id: z.number() }),
    handler: (input, ctx) => wallet.changeAccount(ctx.session.userId, input),
  });
  router.paged({
    method: ['GET', 'POST'],
    url: '/api/wallet/hzhistory',
    auth: 'user',
    item: transferRecordSchema,
    list: (input, ctx) => wallet.transferHistory(ctx.session.userId, 'account', input),
  });
  router.route({
    method: ['GET', 'POST'],
    url: '/api/user/getTransferList',
    auth: 'user',
    output: z.array(exchangePairSchema),
    handler: (_input, ctx) => wallet.exchangePairs(ctx.session.userId),
  });
  router.route({
    method: 'POST',
    url: '/api/user/getTransferFee',
    auth: 'user',
    input: exchangeQuoteRequest,
    output: exchangeQuoteSchema,
    handler: (input) => wallet.exchangeQuote(input),
  });
  router.route({
    method: 'POST',
    url: '/api/user/Transfer',
    auth: 'user',
    input: exchangeRequest,
    output: exchangeQuoteSchema,
    handler: (input, ctx) => wallet.exchange(ctx.session.userId, input),
  });
  router.paged({
    method: ['GET', 'POST'],
    url: '/api/user/exchange_history',
    auth: 'user',
    item: transferRecordSchema,
    list: (input, ctx) => wallet.transferHistory(ctx.session.userId, 'exchange', input),
  });

  // ------------------------------------------------------------ deposits
  router.route({
    method: ['GET', 'POST'],
    url: '/api/wallet/get_in_address',
    auth: 'user',
    input: depositAddressRequest,
    output: depositAddressSchema,
    handler: (input, ctx) => wallet.depositAddress(ctx.session.userId, input.currency, input.chain),
  });
  router.route({
    method: 'GET',
    url: '/api/wallet/deposit_bank',
    auth: 'user',
    output: bankReceiveSchema,
    handler: () => wallet.depositBank(),
  });
  router.route({
    method: 'POST',
    url: '/api/wallet/charge_req',
    auth: 'user',
    rateLimitPerMinute: 20,
    input: chargeRequest,
    output: z.object({ id: z.number() }),
    handler: (input, ctx) => wallet.requestDeposit(ctx.session.userId, input),
  });
  router.paged({
    method: ['GET', 'POST'],
    url: '/api/recharge/log',
    auth: 'user',
    item: depositRecordSchema,
    list: (input, ctx) => wallet.depositLog(ctx.session.userId, input),
  });

  // ------------------------------------------------------------ address book and cards
  router.route({
    method: 'POST',
    url: '/api/user/wallet/save',
    auth: 'user',
    input: addressSaveRequest,
    output: z.object({ id: z.number() }),
    handler: (input, ctx) => wallet.saveAddress(ctx.session.userId, input),
  });
  router.paged({
    method: ['GET', 'POST'],
    url: '/api/user/wallet/list',
    auth: 'user',
    input: z.object({ currency: idSchema.optional() }),
    item: addressEntrySchema,
    list: (input, ctx) => wallet.addressList(ctx.session.userId, input, input.currency),
  });
  router.route({
    method: 'POST',
    url: '/api/user/wallet/delete',
    auth: 'user',
    input: z.object({ id: idSchema }),
    output: done,
    handler: async (input, ctx) => {
      await wallet.deleteAddress(ctx.session.userId, input.id);
      return true as const;
    },
  });
  const cardRoutes = (suffix: string, kind: 'domestic' | 'international', schema: z.ZodObject) => {
    router.route({
      method: 'POST',
      url: `/api/user/cash_save${suffix}`,
      auth: 'user',
      input: schema,
      output: done,
      handler: async (input, ctx) => {
        await wallet.saveCard(ctx.session.userId, kind, input as Record<string, string>);
        return true as const;
      },
    });
    router.route({
      method: ['GET', 'POST'],
      url: `/api/user/cash_info${suffix}`,
      auth: 'user',
      output: bankCardSchema.nullable(),
      handler: (_input, ctx) => wallet.card(ctx.session.userId, kind),
    });
  };
  cardRoutes('', 'domestic', bankCardRequest);
  cardRoutes('_international', 'international', bankCardInternationalRequest);

  // ------------------------------------------------------------ withdrawals
  router.route({
    method: ['GET', 'POST'],
    url: '/api/wallet/get_info',
    auth: 'user',
    input: withdrawInfoRequest,
    output: withdrawInfoSchema,
    handler: (input, ctx) => wallet.withdrawInfo(ctx.session.userId, input.currency),
  });
  router.route({
    method: 'POST',
    url: '/api/wallet/out',
    auth: 'kyc',
    rateLimitPerMinute: 20,
    input: withdrawRequest,
    output: z.object({ id: z.number() }),
    handler: (input, ctx) => wallet.withdraw(ctx.session.userId, input),
  });
  router.paged({
    method: ['GET', 'POST'],
    url: '/api/user/withdraw/list',
    auth: 'user',
    item: withdrawRecordSchema,
    list: (input, ctx) => wallet.withdrawList(ctx.session.userId, input),
  });

  // ------------------------------------------------------------ bills
  router.paged({
    method: ['GET', 'POST'],
    url: '/api/wallet/legal_log',
    auth: 'user',
    input: billRequest,
    item: billEntrySchema,
    list: (input, ctx) => wallet.bills(ctx.session.userId, input, ctx.lang),
  });
}
