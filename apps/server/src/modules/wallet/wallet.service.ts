import type { z } from 'zod';
import {
  ACCOUNT_TYPES,
  type Lang,
  type WalletList,
  type changeRequest,
  type exchangeQuoteRequest,
  pageWindow,
} from '@tidemark/contracts';
import {
  journalPosted,
  postJournal,
  systemAccount,
  transfer,
  userAccount,
  userBalances,
  userStatement,
} from '../../ledger';
import { fail } from '../../platform/errors';
import { getSetting } from '../../platform/settings';
import { add, divDown, fixed, isPositive, mul, neg, roundDown, sub } from '../../platform/money';
import type { Queryable } from '../../platform/db';
import { must } from '../../platform/assert';
import { checkPrecision, requireCurrency } from './currency';
import * as funds from './funds.service';
import { marketPrices } from './prices';
import type { WalletDeps } from './wallet.deps';
import { toBill, toCurrency } from './wallet.view';
import * as repo from './wallet.repo';
import { currencyList } from '../market';

const TYPE_NAMES = Object.fromEntries(
  Object.entries(ACCOUNT_TYPES).map(([name, id]) => [id, name]),
) as Record<number, 'legal' | 'change' | 'lever' | 'micro'>;
type Page = { page: number; limit: number };
const window = (page: Page) => {
  const [limit, offset] = pageWindow(page);
  return { limit, offset };
};

async function walletList(deps: WalletDeps, userId: number): Promise<WalletList> {
  const [currencies, balances, fiat, priceMap] = await Promise.all([
    currencyList(deps.db),
    userBalances(deps.db, userId),
    repo.userFiat(deps.db, userId),
    marketPrices(deps.market).pricesUsdt(deps.db),
  ]);
  const byKey = new Map(balances.map((b) => [`${b.currency_id}:${b.account_type}`, b]));
  let totalUsdt = '0';
  const accounts = Object.values(ACCOUNT_TYPES).map((type) => {
    let accountUsdt = '0';
    const rows = currencies.map((c) => {
      const b = byKey.get(`${c.id}:${type}`);
      const available = b?.available ?? '0';
      const frozen = b?.frozen ?? '0';
      const usdt = fixed(mul(add(available, frozen), priceMap.get(c.id) ?? '0'), 2);
      accountUsdt = add(accountUsdt, usdt);
      return {
        currency_id: c.id,
        currency_name: c.code,
        available,
        frozen,
        usdt_value: usdt,
        fiat_value: fixed(mul(usdt, fiat.rate), 2),
      };
    });
    totalUsdt = add(totalUsdt, accountUsdt);
    return {
      account_type: type,
      name: must(TYPE_NAMES[type], `account type ${type} has a name`),
      total_usdt: fixed(accountUsdt, 2),
      total_fiat: fixed(mul(accountUsdt, fiat.rate), 2),
      balances: rows,
    };
  });
  return {
    fiat: fiat.fiat as WalletList['fiat'],
    fiat_rate: fiat.rate,
    total_usdt: fixed(totalUsdt, 2),
    total_fiat: fixed(mul(totalUsdt, fiat.rate), 2),
    accounts,
  };
}

/** One account type's balances out of the wallet list (every type is always listed). */
const accountOf = (list: WalletList, type: number) =>
  must(
    list.accounts.find((a) => a.account_type === type),
    `account type ${type} is listed`,
  );

/** Moves an amount between two of the user's own account types: free and instant. */
async function changeAccount(
  deps: WalletDeps,
  userId: number,
  input: z.infer<typeof changeRequest>,
) {
  if (input.from_field === input.to_field) fail('same_account');
  const c = await requireCurrency(deps.db, input.currency_id);
  checkPrecision(c, input.number);
  const key = input.idempotency_key
    ? `change:${userId}:${input.idempotency_key}`
    : `change:${userId}:${crypto.randomUUID()}`;
  const result = await deps.db.tx(async (tx) => {
    // A repeat of a transfer already made answers with it below; a new one out of the lever
    // account may not take what backs open positions.
    if (input.from_field === ACCOUNT_TYPES.lever && !(await journalPosted(tx, key)))
      await deps.lever.checkTransferOut(tx, userId, c.id, input.number);
    const from = await userAccount(tx, userId, c.id, input.from_field);
    const to = await userAccount(tx, userId, c.id, input.to_field);
    const posted = await transfer(
      tx,
      { key, reason: 'account_transfer', refType: 'user', refId: userId, actor: `user:${userId}` },
      { from, to, amount: input.number },
    );
    if (!posted.replay) {
      await repo.insertTransfer(tx, {
        userId,
        kind: 'account',
        currencyId: c.id,
        toCurrencyId: c.id,
        fromType: input.from_field,
        toType: input.to_field,
        amount: input.number,
        received: input.number,
        rate: null,
        journalId: posted.journalId,
      });
    }
    return posted;
  });
  deps.realtime.toUser(userId, 'balance', { currency_id: c.id });
  return { journal_id: result.journalId };
}

// ---------------------------------------------------------------- currency exchange

async function exchangeQuote(
  deps: WalletDeps,
  q: Queryable,
  input: z.infer<typeof exchangeQuoteRequest>,
) {
  if (input.from_currency_id === input.to_currency_id) fail('same_account');
  const from = await requireCurrency(q, input.from_currency_id);
  const to = await requireCurrency(q, input.to_currency_id);
  if (!from.can_trade || !to.can_trade) fail('currency_unknown');
  checkPrecision(from, input.number);
  const prices = marketPrices(deps.market);
  const fromPrice = await prices.priceUsdt(q, from.id, { settlement: true });
  const toPrice = await prices.priceUsdt(q, to.id, { settlement: true });
  const spread = await getSetting(q, 'exchange_spread');
  if (!isPositive(fromPrice) || !isPositive(toPrice)) fail('currency_unknown');
  const grossUsdt = mul(input.number, fromPrice);
  const feeUsdt = mul(grossUsdt, spread);
  // What the user receives rounds down to the target's precision: the platform never pays out more.
  const receive = roundDown(divDown(sub(grossUsdt, feeUsdt), toPrice), to.precision);
  if (!isPositive(receive)) fail('amount_below_minimum');
  return {
    from,
    to,
    quote: {
      from_currency_id: from.id,
      to_currency_id: to.id,
      number: input.number,
      rate: divDown(mul(fromPrice, sub('1', spread)), toPrice, 12),
      spread,
      fee_usdt: fixed(feeUsdt, 6),
      receive,
    },
  };
}

/** Exchanges between spot balances at the reference price less the spread, in one journal. */
async function exchange(
  deps: WalletDeps,
  userId: number,
  input: z.infer<typeof exchangeQuoteRequest> & { idempotency_key?: string | undefined },
) {
  const key = `exchange:${userId}:${input.idempotency_key ?? crypto.randomUUID()}`;
  const result = await deps.db.tx(async (tx) => {
    const { from, to, quote } = await exchangeQuote(deps, tx, input);
    // One client runs one query at a time: no Promise.all inside a transaction.
    const userFrom = await userAccount(tx, userId, from.id, ACCOUNT_TYPES.change);
    const userTo = await userAccount(tx, userId, to.id, ACCOUNT_TYPES.change);
    const houseFrom = await systemAccount(tx, 'exchange', from.id);
    const houseTo = await systemAccount(tx, 'exchange', to.id);
    const posted = await postJournal(
      tx,
      {
        key,
        reason: 'exchange',
        refType: 'exchange',
        refId: `${from.code}->${to.code}`,
        actor: `user:${userId}`,
      },
      [
        { accountId: userFrom, bucket: 'available', amount: neg(input.number) },
        { accountId: houseFrom, bucket: 'available', amount: input.number },
        { accountId: houseTo, bucket: 'available', amount: neg(quote.receive) },
        { accountId: userTo, bucket: 'available', amount: quote.receive },
      ],
    );
    if (posted.replay) {
      // A same-key retry answers what was exchanged then, not a quote at today's price.
      const first = await repo.transferByJournal(tx, posted.journalId);
      if (first)
        return { ...quote, number: first.amount, rate: first.rate, receive: first.received };
    } else {
      await repo.insertTransfer(tx, {
        userId,
        kind: 'exchange',
        currencyId: from.id,
        toCurrencyId: to.id,
        fromType: ACCOUNT_TYPES.change,
        toType: ACCOUNT_TYPES.change,
        amount: input.number,
        received: quote.receive,
        rate: quote.rate,
        journalId: posted.journalId,
      });
    }
    return quote;
  });
  deps.realtime.toUser(userId, 'balance', {});
  return result;
}

/** What the exchange screen lists: tradable currencies with their price and the user's spot balance. */
async function exchangePairs(deps: WalletDeps, userId: number) {
  const spot = accountOf(await walletList(deps, userId), ACCOUNT_TYPES.change).balances;
  const currencies = (await currencyList(deps.db)).filter((c) => c.can_trade);
  const priceMap = await marketPrices(deps.market).pricesUsdt(deps.db);
  return currencies.map((c) => ({
    currency_id: c.id,
    name: c.code,
    price_usdt: priceMap.get(c.id) ?? '0',
    available: spot.find((b) => b.currency_id === c.id)?.available ?? '0',
  }));
}

// ---------------------------------------------------------------- bills

async function bills(
  deps: WalletDeps,
  userId: number,
  filter: { currency?: number | undefined; type?: number | undefined } & Page,
  lang: Lang,
) {
  if (filter.currency) await requireCurrency(deps.db, filter.currency);
  const { rows, total } = await userStatement(deps.db, userId, {
    currencyId: filter.currency,
    accountType: filter.type,
    ...window(filter),
  });
  return { rows: rows.map((line) => toBill(line, lang)), total };
}

/** The wallet: balances, transfers between own accounts, exchange, deposits, withdrawals and bills. */
export function createWalletService(deps: WalletDeps) {
  type Operator = { operatorId: number; ip: string };
  return {
    currencyList: async () => (await currencyList(deps.db)).map(toCurrency),
    walletList: (userId: number) => walletList(deps, userId),
    /** The reference prices in USDT the wallet values balances at, by currency id. */
    pricesUsdt: (q: Queryable) => marketPrices(deps.market).pricesUsdt(q),
    /** The user's display currency and its rate to USDT. */
    userFiat: (userId: number) => repo.userFiat(deps.db, userId),
    /** Every non-empty balance, each with its account type. */
    async nonEmptyBalances(userId: number) {
      const list = await walletList(deps, userId);
      return list.accounts.flatMap((a) =>
        a.balances
          .filter((b) => b.available !== '0' || b.frozen !== '0')
          .map((b) => ({ ...b, account_type: a.account_type })),
      );
    },
    async balance(userId: number, currencyId: number, type: number) {
      await requireCurrency(deps.db, currencyId);
      const list = await walletList(deps, userId);
      const row = must(
        accountOf(list, type).balances.find((b) => b.currency_id === currencyId),
        `currency ${currencyId} is listed`,
      );
      return { ...row, account_type: type };
    },
    changeAccount: (userId: number, input: z.infer<typeof changeRequest>) =>
      changeAccount(deps, userId, input),
    transferHistory: (userId: number, kind: 'account' | 'exchange', page: Page) =>
      repo.transferPage(deps.db, userId, kind, window(page)),
    exchangePairs: (userId: number) => exchangePairs(deps, userId),
    exchangeQuote: async (input: z.infer<typeof exchangeQuoteRequest>) =>
      (await exchangeQuote(deps, deps.db, input)).quote,
    exchange: (userId: number, input: Parameters<typeof exchange>[2]) =>
      exchange(deps, userId, input),
    bills: (userId: number, filter: Parameters<typeof bills>[2], lang: Lang) =>
      bills(deps, userId, filter, lang),

    depositAddress: (userId: number, currencyId: number, chain?: string) =>
      funds.depositAddress(deps, userId, currencyId, chain),
    depositBank: () => funds.depositBank(deps),
    requestDeposit: (userId: number, input: Parameters<typeof funds.requestDeposit>[2]) =>
      funds.requestDeposit(deps, userId, input),
    depositLog: (userId: number | null, filter: Parameters<typeof funds.depositLog>[2]) =>
      funds.depositLog(deps.db, userId, filter),
    reviewDeposit: (operator: Operator, input: Parameters<typeof funds.reviewDeposit>[2]) =>
      funds.reviewDeposit(deps, operator, input),

    saveAddress: (userId: number, input: Parameters<typeof funds.saveAddress>[2]) =>
      funds.saveAddress(deps, userId, input),
    addressList: (userId: number, page: Page, currencyId?: number) =>
      funds.addressList(deps, userId, page, currencyId),
    deleteAddress: (userId: number, id: number) => funds.deleteAddress(deps, userId, id),
    saveCard: (
      userId: number,
      kind: 'domestic' | 'international',
      input: Parameters<typeof funds.saveCard>[3],
    ) => funds.saveCard(deps, userId, kind, input),
    card: (userId: number, kind: 'domestic' | 'international') => funds.card(deps.db, userId, kind),

    withdrawInfo: (userId: number, currencyId: number) =>
      funds.withdrawInfo(deps, userId, currencyId),
    withdraw: (userId: number, input: Parameters<typeof funds.withdraw>[2]) =>
      funds.withdraw(deps, userId, input),
    withdrawList: (userId: number | null, filter: Parameters<typeof funds.withdrawList>[3]) =>
      funds.withdrawList(deps.db, deps.config.chains, userId, filter),
    approveWithdrawal: (operator: Operator, input: { id: number }) =>
      funds.approveWithdrawal(deps, operator, input),
    reviewWithdrawal: (operator: Operator, input: Parameters<typeof funds.reviewWithdrawal>[2]) =>
      funds.reviewWithdrawal(deps, operator, input),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
