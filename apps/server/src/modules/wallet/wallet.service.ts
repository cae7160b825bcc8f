import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  ACCOUNT_TYPES,
  LEDGER_REASONS,
  type Currency,
  type Lang,
  type LedgerReason,
  type WalletList,
  type changeRequest,
  type exchangeQuoteRequest,
  pageWindow,
} from '@tidemark/contracts';
import { systemAccount, userAccount, userBalances } from '../../ledger/accounts';
import { postJournal, transfer } from '../../ledger/ledger';
import { fail } from '../../platform/errors';
import {
  add,
  cmp,
  dec,
  divDown,
  fixed,
  isPositive,
  mul,
  neg,
  roundDown,
  sub,
  type Amount,
} from '../../platform/money';
import type { Queryable } from '../../platform/db';
import { marketPrices, type PriceSource } from './prices';
import * as repo from './wallet.repo';

export type Deps = Pick<FastifyInstance, 'db' | 'realtime' | 'config' | 'log' | 'market'>;
/** What moving money between one's own accounts needs besides: the lever account's guard. */
export type ChangeDeps = Deps & Pick<FastifyInstance, 'lever'>;
export const pricesOf = (deps: Pick<Deps, 'market'>): PriceSource => marketPrices(deps.market);
const TYPE_NAMES = Object.fromEntries(
  Object.entries(ACCOUNT_TYPES).map(([name, id]) => [id, name]),
) as Record<number, 'legal' | 'change' | 'lever' | 'micro'>;

export const toCurrency = (c: repo.CurrencyRow): Currency => ({
  id: c.id,
  name: c.code,
  subName: c.code === 'USDT' ? 'ERC20' : (c.chains[0] ?? c.code),
  full_name: c.name,
  precision: c.precision,
  min_withdraw: c.min_withdraw,
  withdraw_fee: c.withdraw_fee,
  can_deposit: c.can_deposit,
  can_withdraw: c.can_withdraw,
  can_trade: c.can_trade,
  chains: c.chains,
  price_usdt: c.ref_price_usdt,
  status: 1,
  image: c.logo || `currency/${c.code.toLowerCase()}.svg`,
});

/** A known currency, or the translated error. */
export async function requireCurrency(q: Queryable, id: number): Promise<repo.CurrencyRow> {
  return (await repo.currency(q, id)) ?? fail('currency_unknown');
}

/** Amounts may carry at most the currency's precision. */
export function checkPrecision(c: repo.CurrencyRow, amount: Amount): void {
  if (cmp(roundDown(amount, c.precision), amount) !== 0) fail('amount_too_precise');
}

export async function walletList(deps: Deps, userId: number): Promise<WalletList> {
  const [currencies, balances, fiat, priceMap] = await Promise.all([
    repo.currencies(deps.db),
    userBalances(deps.db, userId),
    repo.userFiat(deps.db, userId),
    pricesOf(deps).pricesUsdt(deps.db),
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
      name: TYPE_NAMES[type]!,
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

/** Moves an amount between two of the user's own account types: free and instant. */
export async function changeAccount(
  deps: ChangeDeps,
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
    if (input.from_field === ACCOUNT_TYPES.lever && !(await repo.journalExists(tx, key)))
      await deps.lever.checkTransferOut(tx, userId, c.id, input.number);
    const from = await userAccount(tx, userId, c.id, input.from_field);
    const to = await userAccount(tx, userId, c.id, input.to_field);
    const posted = await transfer(
      tx,
      { key, reason: 'account_transfer', refType: 'user', refId: userId, actor: `user:${userId}` },
      { from, to, amount: input.number },
    );
    if (!posted.replay) {
      await tx.query(
        `INSERT INTO wallet_transfers (user_id, kind, currency_id, to_currency_id, from_type, to_type, amount, received, journal_id)
         VALUES ($1, 'account', $2, $2, $3, $4, $5, $5, $6)`,
        [userId, c.id, input.from_field, input.to_field, input.number, posted.journalId],
      );
    }
    return posted;
  });
  deps.realtime.toUser(userId, 'balance', { currency_id: c.id });
  return { journal_id: result.journalId };
}

export async function transferHistory(
  deps: Deps,
  userId: number,
  kind: 'account' | 'exchange',
  page: { page: number; limit: number },
) {
  const { rows } = await deps.db.query<{ total: number } & Record<string, unknown>>(
    `SELECT t.id, t.currency_id, c.code AS currency_name, t.to_currency_id, tc.code AS to_currency_name, t.from_type, t.to_type,
            trim_scale(t.amount)::text AS amount, trim_scale(t.received)::text AS received, trim_scale(t.rate)::text AS rate,
            extract(epoch FROM t.created_at)::bigint AS created_at, count(*) OVER ()::int AS total
       FROM wallet_transfers t JOIN currencies c ON c.id = t.currency_id JOIN currencies tc ON tc.id = t.to_currency_id
      WHERE t.user_id = $1 AND t.kind = $2 ORDER BY t.id DESC LIMIT $3 OFFSET $4`,
    [userId, kind, ...pageWindow(page)],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

// ---------------------------------------------------------------- currency exchange

export async function exchangeQuote(
  deps: Pick<Deps, 'market'>,
  q: Queryable,
  input: z.infer<typeof exchangeQuoteRequest>,
) {
  if (input.from_currency_id === input.to_currency_id) fail('same_account');
  const from = await requireCurrency(q, input.from_currency_id);
  const to = await requireCurrency(q, input.to_currency_id);
  if (!from.can_trade || !to.can_trade) fail('currency_unknown');
  checkPrecision(from, input.number);
  const fromPrice = await pricesOf(deps).priceUsdt(q, from.id, { settlement: true });
  const toPrice = await pricesOf(deps).priceUsdt(q, to.id, { settlement: true });
  const spread = await repo.setting(q, 'exchange_spread', '0.002');
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
export async function exchange(
  deps: Deps,
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
    if (!posted.replay) {
      await tx.query(
        `INSERT INTO wallet_transfers (user_id, kind, currency_id, to_currency_id, from_type, to_type, amount, received, rate, journal_id)
         VALUES ($1, 'exchange', $2, $3, 2, 2, $4, $5, $6, $7)`,
        [userId, from.id, to.id, input.number, quote.receive, quote.rate, posted.journalId],
      );
    }
    return quote;
  });
  deps.realtime.toUser(userId, 'balance', {});
  return result;
}

// ---------------------------------------------------------------- bills

export async function bills(
  deps: Deps,
  userId: number,
  filter: { currency?: number | undefined; type?: number | undefined; page: number; limit: number },
  lang: Lang,
) {
  const { rows } = await deps.db.query<{
    id: number;
    journal_id: number;
    currency_id: number;
    currency_name: string;
    account_type: number;
    bucket: 'available' | 'frozen';
    amount: string;
    reason: string;
    created_at: number;
    total: number;
  }>(
    `SELECT p.id, p.journal_id, p.currency_id, c.code AS currency_name, a.account_type, p.bucket, trim_scale(p.amount)::text AS amount,
            j.reason, extract(epoch FROM j.created_at)::bigint AS created_at, count(*) OVER ()::int AS total
       FROM postings p
       JOIN ledger_accounts a ON a.id = p.account_id
       JOIN journals j ON j.id = p.journal_id
       JOIN currencies c ON c.id = p.currency_id
      WHERE a.user_id = $1 AND ($2::int IS NULL OR p.currency_id = $2) AND ($3::int IS NULL OR a.account_type = $3)
      ORDER BY p.id DESC LIMIT $4 OFFSET $5`,
    [userId, filter.currency ?? null, filter.type ?? null, ...pageWindow(filter)],
  );
  const data = rows.map(({ total: _total, ...r }) => ({
    ...r,
    info: LEDGER_REASONS[r.reason as LedgerReason]?.[lang] ?? r.reason,
  }));
  return { rows: data, total: rows[0]?.total ?? 0 };
}

export const btcEquivalent = async (
  deps: Pick<Deps, 'market'>,
  q: Queryable,
  currencyId: number,
  amount: Amount,
): Promise<Amount> => {
  const price = await pricesOf(deps).priceUsdt(q, currencyId);
  const btc = await pricesOf(deps).priceUsdt(q, 1);
  return dec(btc).isZero() ? '0' : divDown(mul(amount, price), btc);
};
