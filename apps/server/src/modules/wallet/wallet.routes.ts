import type { FastifyInstance } from 'fastify';
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
import { definePagedRoute, defineRoute } from '../../platform/route';
import * as funds from './funds.service';
import * as repo from './wallet.repo';
import * as wallet from './wallet.service';

const done = z.literal(true);

export function walletRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/currency/list',
    auth: 'public',
    output: z.array(currencySchema),
    handler: async () => (await repo.currencies(app.db)).map(wallet.toCurrency),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/currency/user_currency_list',
    auth: 'user',
    output: z.array(balanceSchema.extend({ account_type: z.number() })),
    handler: async (_input, ctx) => {
      const list = await wallet.walletList(app, ctx.session.userId);
      return list.accounts.flatMap((a) => a.balances.filter((b) => b.available !== '0' || b.frozen !== '0').map((b) => ({ ...b, account_type: a.account_type })));
    },
  });
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/api/wallet/list',
    auth: 'user',
    output: walletListSchema,
    handler: async (_input, ctx) => wallet.walletList(app, ctx.session.userId),
  });
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/api/wallet/detail',
    auth: 'user',
    input: walletDetailRequest,
    output: balanceSchema.extend({ account_type: z.number() }),
    handler: async (input, ctx) => {
      await wallet.requireCurrency(app.db, input.currency);
      const list = await wallet.walletList(app, ctx.session.userId);
      const row = list.accounts.find((a) => a.account_type === input.type)!.balances.find((b) => b.currency_id === input.currency)!;
      return { ...row, account_type: input.type };
    },
  });

  // ------------------------------------------------------------ transfers and exchange
  defineRoute(app, {
    method: 'POST',
    url: '/api/wallet/change',
    auth: 'user',
    input: changeRequest,
    output: z.object({ journal_id: z.number() }),
    handler: async (input, ctx) => wallet.changeAccount(app, ctx.session.userId, input),
  });
  definePagedRoute(app, {
    method: ['GET', 'POST'],
    url: '/api/wallet/hzhistory',
    auth: 'user',
    item: transferRecordSchema,
    list: (input, ctx) => wallet.transferHistory(app, ctx.session.userId, 'account', input),
  });
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/api/user/getTransferList',
    auth: 'user',
    output: z.array(exchangePairSchema),
    handler: async (_input, ctx) => {
      const list = await wallet.walletList(app, ctx.session.userId);
      const spot = list.accounts.find((a) => a.account_type === 2)!.balances;
      const currencies = (await repo.currencies(app.db)).filter((c) => c.can_trade);
      const priceMap = await wallet.pricesOf(app).pricesUsdt(app.db);
      return currencies.map((c) => ({ currency_id: c.id, name: c.code, price_usdt: priceMap.get(c.id) ?? '0', available: spot.find((b) => b.currency_id === c.id)?.available ?? '0' }));
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/user/getTransferFee',
    auth: 'user',
    input: exchangeQuoteRequest,
    output: exchangeQuoteSchema,
    handler: async (input) => (await wallet.exchangeQuote(app, app.db, input)).quote,
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/user/Transfer',
    auth: 'user',
    input: exchangeRequest,
    output: exchangeQuoteSchema,
    handler: async (input, ctx) => wallet.exchange(app, ctx.session.userId, input),
  });
  definePagedRoute(app, {
    method: ['GET', 'POST'],
    url: '/api/user/exchange_history',
    auth: 'user',
    item: transferRecordSchema,
    list: (input, ctx) => wallet.transferHistory(app, ctx.session.userId, 'exchange', input),
  });

  // ------------------------------------------------------------ deposits
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/api/wallet/get_in_address',
    auth: 'user',
    input: depositAddressRequest,
    output: depositAddressSchema,
    handler: async (input, ctx) => funds.depositAddress(app, ctx.session.userId, input.currency, input.chain),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/wallet/deposit_bank',
    auth: 'user',
    output: bankReceiveSchema,
    handler: async () => ({
      domestic: JSON.parse(await repo.setting(app.db, 'bank_receive_domestic', '{}')) as Record<string, string>,
      international: JSON.parse(await repo.setting(app.db, 'bank_receive_international', '{}')) as Record<string, string>,
    }),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/wallet/charge_req',
    auth: 'user',
    rateLimitPerMinute: 20,
    input: chargeRequest,
    output: z.object({ id: z.number() }),
    handler: async (input, ctx) => funds.requestDeposit(app, ctx.session.userId, input),
  });
  definePagedRoute(app, {
    method: ['GET', 'POST'],
    url: '/api/recharge/log',
    auth: 'user',
    item: depositRecordSchema,
    list: (input, ctx) => funds.depositLog(app.db, ctx.session.userId, input),
  });

  // ------------------------------------------------------------ address book and cards
  defineRoute(app, {
    method: 'POST',
    url: '/api/user/wallet/save',
    auth: 'user',
    input: addressSaveRequest,
    output: z.object({ id: z.number() }),
    handler: async (input, ctx) => funds.saveAddress(app, ctx.session.userId, input),
  });
  definePagedRoute(app, {
    method: ['GET', 'POST'],
    url: '/api/user/wallet/list',
    auth: 'user',
    input: z.object({ currency: z.coerce.number().int().positive().optional() }),
    item: addressEntrySchema,
    list: (input, ctx) => funds.addressList(app, ctx.session.userId, input, input.currency),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/user/wallet/delete',
    auth: 'user',
    input: z.object({ id: z.coerce.number().int().positive() }),
    output: done,
    handler: async (input, ctx) => {
      await funds.deleteAddress(app, ctx.session.userId, input.id);
      return true as const;
    },
  });
  const cardRoutes = (suffix: string, kind: 'domestic' | 'international', schema: z.ZodObject) => {
    defineRoute(app, {
      method: 'POST',
      url: `/api/user/cash_save${suffix}`,
      auth: 'user',
      input: schema,
      output: done,
      handler: async (input, ctx) => {
        await funds.saveCard(app, ctx.session.userId, kind, input as Record<string, string>);
        return true as const;
      },
    });
    defineRoute(app, {
      method: ['GET', 'POST'],
      url: `/api/user/cash_info${suffix}`,
      auth: 'user',
      output: bankCardSchema.nullable(),
      handler: async (_input, ctx) => funds.card(app.db, ctx.session.userId, kind),
    });
  };
  cardRoutes('', 'domestic', bankCardRequest);
  cardRoutes('_international', 'international', bankCardInternationalRequest);

  // ------------------------------------------------------------ withdrawals
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/api/wallet/get_info',
    auth: 'user',
    input: withdrawInfoRequest,
    output: withdrawInfoSchema,
    handler: async (input, ctx) => funds.withdrawInfo(app, ctx.session.userId, input.currency),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/wallet/out',
    auth: 'kyc',
    rateLimitPerMinute: 20,
    input: withdrawRequest,
    output: z.object({ id: z.number() }),
    handler: async (input, ctx) => funds.withdraw(app, ctx.session.userId, input),
  });
  definePagedRoute(app, {
    method: ['GET', 'POST'],
    url: '/api/user/withdraw/list',
    auth: 'user',
    item: withdrawRecordSchema,
    list: (input, ctx) => funds.withdrawList(app.db, ctx.session.userId, input),
  });

  // ------------------------------------------------------------ bills
  definePagedRoute(app, {
    method: ['GET', 'POST'],
    url: '/api/wallet/legal_log',
    auth: 'user',
    input: billRequest,
    item: billEntrySchema,
    list: async (input, ctx) => {
      if (input.currency) await wallet.requireCurrency(app.db, input.currency);
      return wallet.bills(app, ctx.session.userId, input, ctx.lang);
    },
  });
}
