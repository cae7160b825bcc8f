import {
  ACCOUNT_TYPES,
  EARN_ORDER_STATUS,
  SOCKET_EVENTS,
  pageWindow,
  type EarnHoldings,
  type EarnKind,
  type EarnOrder,
  type EarnProduct,
  type EarnProductUpdate,
  type LockPreview,
  type PageQuery,
} from '@tidemark/contracts';
import {
  postJournal,
  postJournals,
  systemAccount,
  transfer,
  userAccount,
  type JournalMeta,
  type Posting,
} from '../../ledger';
import { invariant, must } from '../../platform/assert';
import { lockFor, type Queryable } from '../../platform/db';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import {
  add,
  cmp,
  divDown,
  fixed,
  isNegative,
  isPositive,
  isZero,
  mul,
  neg,
  normal,
  roundDown,
  sub,
  sum,
  type Amount,
} from '../../platform/money';
import type { Platform } from '../../platform/module';
import type { MarketData } from '../market';
import { notify as inbox, notifyMany, notifySum } from '../../platform/inbox';
import * as repo from './earn.repo';
import { orderView, productView, dayStartSeconds, incomeView } from './earn.view';

export interface Deps extends Pick<Platform, 'db' | 'log' | 'realtime' | 'clock'> {
  market: MarketData;
}

const SPOT = ACCOUNT_TYPES.change;
const AMOUNT_MAX = '1000000000000000000';
/** Rates are numeric(12, 8): more places would be rounded by the column, unlike what was set. */
const RATE_PLACES = 8;
const USDT = 3;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` (UTC) of a time, and the day `n` days after a day. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, n: number) =>
  utcDay(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);

/** Decimal places of a plain decimal string. */
const places = (v: string) => (v.includes('.') ? v.split('.')[1]!.length : 0);

/** The daily rate an amount earns: the highest tier it reaches (the lowest tier below all). */
export function tierRate(
  tiers: ReadonlyArray<{ min_amount: string; daily_rate: string }>,
  amount: Amount,
): string {
  const sorted = [...tiers].sort((a, b) => cmp(a.min_amount, b.min_amount));
  let rate = must(sorted[0], 'a lock product without tiers').daily_rate;
  for (const t of sorted) if (cmp(amount, t.min_amount) >= 0) rate = t.daily_rate;
  return rate;
}

/** One day's income of a lock order: principal × daily rate, down to the currency's precision. */
export const lockDailyIncome = (amount: Amount, rate: string, precision: number) =>
  roundDown(mul(amount, rate), precision);

/** One day's interest of a flexible holding on the balance held through the whole day. */
export const flexibleDailyInterest = (held: Amount, annualRate: string, precision: number) =>
  roundDown(divDown(mul(held, annualRate), '365'), precision);

/** What early redemption returns: principal × (1 − fee rate), down to the currency's precision. */
export const earlyRedeemAmount = (amount: Amount, feeRate: string, precision: number) =>
  roundDown(mul(amount, sub('1', feeRate)), precision);

export interface Earn {
  deps: Deps;
  products(
    kind: EarnKind | undefined,
    page: PageQuery,
  ): Promise<{ rows: unknown[]; total: number }>;
  preview(userId: number, productId: number, amount: string): Promise<LockPreview>;
  buyLock(
    userId: number,
    input: {
      config_id: number;
      amount: string;
      day_rate: string;
      idempotency_key?: string | undefined;
    },
  ): Promise<EarnOrder>;
  subscribe(
    userId: number,
    input: { product_id: number; amount: string; idempotency_key?: string | undefined },
  ): Promise<EarnOrder>;
  redeem(
    userId: number,
    input: { id: number; amount: string; idempotency_key?: string | undefined },
  ): Promise<EarnOrder>;
  buyCloud(
    userId: number,
    input: { product_id: number; units: number; idempotency_key?: string | undefined },
  ): Promise<EarnOrder>;
  cancel(userId: number, id: number): Promise<EarnOrder>;
  orders(
    userId: number,
    filter: { kind?: EarnKind | undefined; status?: number | undefined },
    page: PageQuery,
  ): Promise<{ rows: unknown[]; total: number }>;
  income(
    userId: number,
    orderId: number,
    page: PageQuery,
  ): Promise<{ rows: unknown[]; total: number }>;
  holdings(userId: number): Promise<EarnHoldings>;
  setCloudYield(
    actor: AuditActor,
    productId: number,
    yieldPerUnit: string,
  ): Promise<{ product_id: number; day: string; btc_per_unit: string }>;
  updateProduct(actor: AuditActor, input: EarnProductUpdate): Promise<EarnProduct>;
  /** Pays every unpaid day before `today` (the daily job). */
  payDaysBefore(today: string): Promise<{ records: number; more: boolean }>;
  /** Principal held for users (all, or one), read in the caller's transaction. */
  principalsHeld: typeof repo.principalsHeld;
}

export function createEarnService(deps: Deps): Earn {
  const { db, clock } = deps;
  const today = () => utcDay(clock.nowMs());

  const onSale = (p: repo.ProductRow, nowMs: number) =>
    p.status === 1 &&
    (p.sale_start_ms === null || p.sale_start_ms <= nowMs) &&
    (p.sale_end_ms === null || nowMs < p.sale_end_ms);

  async function saleable(
    q: Queryable,
    productId: number,
    kind: EarnKind,
  ): Promise<repo.ProductRow> {
    const p = await repo.product(q, productId, today());
    if (!p || p.kind !== kind) return fail('earn_product_not_found');
    if (!onSale(p, clock.nowMs())) fail('earn_not_on_sale');
    return p;
  }

  /** The checks every purchase makes, in the order a user would fix them; nothing is written. */
  async function checkAmount(q: Queryable, userId: number, p: repo.ProductRow, amount: Amount) {
    if (places(amount) > p.currency_precision) fail('earn_amount_too_precise');
    if (cmp(amount, p.min_amount) < 0) fail('earn_amount_below_minimum');
    if (cmp(amount, p.max_amount) > 0) fail('earn_amount_above_maximum');
    if (cmp(amount, p.quota_left) > 0) fail('earn_quota_exceeded');
    if (cmp(add(await repo.userHeld(q, userId, p.id), amount), p.user_cap) > 0)
      fail('earn_user_cap_exceeded');
  }

  /**
   * A client's key names one command: stored with the command's name, so a key used for a lock
   * purchase never replays as a subscription, a redemption or a cloud purchase.
   */
  const scopedKey = (command: 'lock' | 'flexible' | 'redeem' | 'cloud', key?: string) =>
    key ? `${command}:${key}` : null;

  const meta = (key: string, reason: string, refId: number | string, actor: string) => ({
    key,
    reason,
    refType: 'earn_order',
    refId,
    actor,
  });

  async function notify(userId: number, currencies: number[]) {
    try {
      for (const c of new Set(currencies))
        deps.realtime.toUser(userId, SOCKET_EVENTS.balance, { currency_id: c });
    } catch (err) {
      deps.log.warn({ err, userId }, 'earn events failed');
    }
  }

  async function viewOf(id: number) {
    return orderView(must(await repo.order(db, id), `earn order ${id}`), today());
  }

  /**
   * A purchase in one transaction: the user's lock first (cap and replay checks see their own
   * earlier purchases), the quota taken by a conditional update (never oversold), then the money.
   */
  async function purchase(
    userId: number,
    idempotencyKey: string | null,
    build: (tx: Queryable) => Promise<{ orderId: number; currency: number }>,
  ): Promise<EarnOrder> {
    const result = await db.tx(async (tx) => {
      await lockFor(tx, 'earn-user', userId);
      if (idempotencyKey) {
        const seen = await repo.orderByKey(tx, userId, idempotencyKey);
        if (seen) return { orderId: Number(seen.id), currency: seen.currency_id, replay: true };
        const moved = await repo.moveByKey(tx, userId, idempotencyKey);
        if (moved !== null) return { orderId: moved, currency: 0, replay: true };
      }
      return { ...(await build(tx)), replay: false };
    });
    if (!result.replay) await notify(userId, [result.currency]);
    return viewOf(result.orderId);
  }

  async function debitSpot(
    tx: Queryable,
    userId: number,
    currencyId: number,
    to: 'earn' | 'earn_payouts',
    amount: Amount,
    m: ReturnType<typeof meta>,
  ) {
    const from = await userAccount(tx, userId, currencyId, SPOT);
    await transfer(tx, m, { from, to: await systemAccount(tx, to, currencyId), amount });
  }

  const service: Earn = {
    deps,

    async products(kind, page) {
      const { rows, total } = await repo.listProducts(db, today(), kind, ...pageWindow(page));
      const nowMs = clock.nowMs();
      return { rows: rows.map((p) => productView(p, onSale(p, nowMs))), total };
    },

    async preview(_userId, productId, amount) {
      const p = await saleable(db, productId, 'lock');
      const rate = tierRate(p.tiers, amount);
      const daily = lockDailyIncome(amount, rate, p.currency_precision);
      const day = today();
      return {
        config_id: p.id,
        amount: normal(amount),
        day_rate: rate,
        daily_income: daily,
        expected_income: mul(daily, String(p.term_days)),
        start_at: dayStartSeconds(addDays(day, 1)),
        end_at: dayStartSeconds(addDays(day, 1 + p.term_days)),
        early_redeem_fee_rate: p.early_fee_rate,
      };
    },

    buyLock(userId, input) {
      const amount = normal(input.amount);
      return purchase(userId, scopedKey('lock', input.idempotency_key), async (tx) => {
        const p = await saleable(tx, input.config_id, 'lock');
        await checkAmount(tx, userId, p, amount);
        // The rate is what the user agreed to: an operator change since the preview is shown
        // again rather than applied silently.
        const rate = tierRate(p.tiers, amount);
        if (cmp(rate, input.day_rate) !== 0) fail('earn_rate_changed');
        if (!(await repo.takeQuota(tx, p.id, amount))) fail('earn_quota_exceeded');
        const day = today();
        const orderId = await repo.insertOrder(tx, {
          user_id: userId,
          product_id: p.id,
          kind: 'lock',
          currency_id: p.currency_id,
          payout_currency_id: p.currency_id,
          amount,
          units: null,
          daily_rate: rate,
          annual_rate: null,
          early_fee_rate: p.early_fee_rate,
          term_days: p.term_days,
          bought_day: day,
          next_day: addDays(day, 1),
          pay_until: addDays(day, 1 + p.term_days),
          idempotency_key: scopedKey('lock', input.idempotency_key),
          created_at: clock.now(),
        });
        await debitSpot(
          tx,
          userId,
          p.currency_id,
          'earn',
          amount,
          meta(`earn:buy:${orderId}`, 'earn_subscribe', orderId, `user:${userId}`),
        );
        return { orderId, currency: p.currency_id };
      });
    },

    subscribe(userId, input) {
      const amount = normal(input.amount);
      return purchase(userId, scopedKey('flexible', input.idempotency_key), async (tx) => {
        const p = await saleable(tx, input.product_id, 'flexible');
        await checkAmount(tx, userId, p, amount);
        if (!(await repo.takeQuota(tx, p.id, amount))) fail('earn_quota_exceeded');
        const day = today();
        const now = clock.now();
        // A subscription keeps the rate it was sold at: a top-up joins the holding at today's
        // rate; savings held at an earlier rate stay a holding of their own with that rate.
        const rate = must(p.annual_rate, 'flexible product without a rate');
        const held = await repo.flexibleHolding(tx, userId, p.id, rate);
        let orderId: number;
        let balance: Amount;
        if (held) {
          orderId = Number(held.id);
          balance = add(held.amount, amount);
          await repo.setAmount(tx, orderId, balance);
        } else {
          balance = amount;
          orderId = await repo.insertOrder(tx, {
            user_id: userId,
            product_id: p.id,
            kind: 'flexible',
            currency_id: p.currency_id,
            payout_currency_id: p.currency_id,
            amount,
            units: null,
            daily_rate: null,
            annual_rate: rate,
            early_fee_rate: '0',
            term_days: 0,
            bought_day: day,
            next_day: addDays(day, 1),
            pay_until: null,
            idempotency_key: scopedKey('flexible', input.idempotency_key),
            created_at: now,
          });
        }
        const move = await repo.insertMove(tx, {
          orderId,
          userId,
          at: now,
          delta: amount,
          balanceAfter: balance,
          key: held ? scopedKey('flexible', input.idempotency_key) : null,
        });
        await debitSpot(
          tx,
          userId,
          p.currency_id,
          'earn',
          amount,
          meta(`earn:move:${move}`, 'earn_subscribe', orderId, `user:${userId}`),
        );
        return { orderId, currency: p.currency_id };
      });
    },

    async redeem(userId, input) {
      const amount = normal(input.amount);
      const done = await db.tx(async (tx) => {
        await lockFor(tx, 'earn-user', userId);
        const key = scopedKey('redeem', input.idempotency_key);
        if (key) {
          const seen = await repo.moveByKey(tx, userId, key);
          if (seen !== null) return { id: seen, currency: 0, replay: true };
        }
        const o = await repo.order(tx, input.id, { lock: true });
        if (!o || o.user_id !== userId) return fail('earn_order_not_found');
        if (o.kind === 'cloud') fail('earn_cannot_redeem');
        // A lock order ends only through early redemption (/lh/deposit/order/cancel), whole.
        if (o.kind === 'lock') return fail('earn_order_not_found');
        if (o.status !== EARN_ORDER_STATUS.active) fail('earn_order_not_active');
        if (places(amount) > o.currency_precision) fail('earn_amount_too_precise');
        if (cmp(amount, o.amount) > 0) fail('earn_redeem_above_balance');
        const now = clock.now();
        const balance = sub(o.amount, amount);
        await repo.setAmount(tx, o.id, balance);
        const move = await repo.insertMove(tx, {
          orderId: o.id,
          userId,
          at: now,
          delta: neg(amount),
          balanceAfter: balance,
          key,
        });
        await repo.returnQuota(tx, o.product_id, amount);
        if (isZero(balance))
          await repo.finishOrder(tx, o.id, {
            withdraw: null,
            isCancel: false,
            payUntil: today(),
            at: now,
          });
        await transfer(tx, meta(`earn:move:${move}`, 'earn_redeem', o.id, `user:${userId}`), {
          from: await systemAccount(tx, 'earn', o.currency_id),
          to: await userAccount(tx, userId, o.currency_id, SPOT),
          amount,
        });
        return { id: Number(o.id), currency: o.currency_id, replay: false };
      });
      if (!done.replay) await notify(userId, [done.currency]);
      return viewOf(done.id);
    },

    buyCloud(userId, input) {
      return purchase(userId, scopedKey('cloud', input.idempotency_key), async (tx) => {
        const p = await saleable(tx, input.product_id, 'cloud');
        const amount = normal(
          mul(must(p.unit_price, 'cloud product without a price'), String(input.units)),
        );
        await checkAmount(tx, userId, p, amount);
        if (!(await repo.takeQuota(tx, p.id, amount))) fail('earn_quota_exceeded');
        const day = today();
        const orderId = await repo.insertOrder(tx, {
          user_id: userId,
          product_id: p.id,
          kind: 'cloud',
          currency_id: p.currency_id,
          payout_currency_id: p.payout_currency_id,
          amount,
          units: input.units,
          daily_rate: null,
          annual_rate: null,
          early_fee_rate: '0',
          term_days: p.term_days,
          bought_day: day,
          next_day: addDays(day, 1),
          pay_until: addDays(day, 1 + p.term_days),
          idempotency_key: scopedKey('cloud', input.idempotency_key),
          created_at: clock.now(),
        });
        // A purchase, not a deposit: the price goes to the account that funds the payouts.
        await debitSpot(
          tx,
          userId,
          p.currency_id,
          'earn_payouts',
          amount,
          meta(`earn:buy:${orderId}`, 'earn_cloud_buy', orderId, `user:${userId}`),
        );
        return { orderId, currency: p.currency_id };
      });
    },

    async cancel(userId, id) {
      const currency = await db.tx(async (tx) => {
        await lockFor(tx, 'earn-user', userId);
        const o = await repo.order(tx, id, { lock: true });
        if (!o || o.user_id !== userId) return fail('earn_order_not_found');
        if (o.kind === 'cloud') fail('earn_cannot_redeem');
        if (o.status !== EARN_ORDER_STATUS.active) fail('earn_order_not_active');
        const now = clock.now();
        const day = today();
        const earn = await systemAccount(tx, 'earn', o.currency_id);
        const spot = await userAccount(tx, userId, o.currency_id, SPOT);
        if (o.kind === 'flexible') {
          // Redeeming the whole holding.
          await repo.setAmount(tx, o.id, '0');
          const move = await repo.insertMove(tx, {
            orderId: o.id,
            userId,
            at: now,
            delta: neg(o.amount),
            balanceAfter: '0',
            key: null,
          });
          await repo.returnQuota(tx, o.product_id, o.amount);
          await repo.finishOrder(tx, o.id, {
            withdraw: o.amount,
            isCancel: false,
            payUntil: day,
            at: now,
          });
          if (isPositive(o.amount))
            await transfer(tx, meta(`earn:move:${move}`, 'earn_redeem', o.id, `user:${userId}`), {
              from: earn,
              to: spot,
              amount: o.amount,
            });
          return o.currency_id;
        }
        // Matured but not yet settled by the job: the whole principal; the job pays the days left.
        const matured = o.pay_until !== null && day >= o.pay_until;
        const back = matured
          ? o.amount
          : earlyRedeemAmount(o.amount, o.early_fee_rate, o.currency_precision);
        const fee = sub(o.amount, back);
        await repo.finishOrder(tx, o.id, {
          withdraw: back,
          isCancel: !matured,
          // Days completed before today are still owed; today and after are not.
          payUntil: matured ? null : day,
          at: now,
        });
        const postings = [
          { accountId: earn, bucket: 'available' as const, amount: neg(o.amount) },
          { accountId: spot, bucket: 'available' as const, amount: back },
        ];
        if (isPositive(fee))
          postings.push({
            accountId: await systemAccount(tx, 'fees', o.currency_id),
            bucket: 'available',
            amount: fee,
          });
        await postJournal(
          tx,
          meta(
            `earn:end:${o.id}`,
            matured ? 'earn_redeem' : 'earn_early_redeem',
            o.id,
            `user:${userId}`,
          ),
          postings,
        );
        await inbox(
          tx,
          userId,
          matured ? 'earn_lock_matured' : 'earn_lock_redeemed',
          { order_id: o.id, amount: back, fee, currency: o.currency_code },
          `earn:end:${o.id}`,
        );
        return o.currency_id;
      });
      await notify(userId, [currency]);
      return viewOf(id);
    },

    async orders(userId, filter, page) {
      const { rows, total } = await repo.listOrders(db, userId, filter, ...pageWindow(page));
      const day = today();
      return { rows: rows.map((o) => orderView(o, day)), total };
    },

    async income(userId, orderId, page) {
      const o = await repo.order(db, orderId);
      if (!o || o.user_id !== userId) return fail('earn_order_not_found');
      const { rows, total } = await repo.incomeOf(db, orderId, ...pageWindow(page));
      return { rows: rows.map(incomeView), total };
    },

    principalsHeld: (q, userId) => repo.principalsHeld(q, userId),

    async holdings(userId) {
      const rows = await repo.activeOrders(db, userId);
      const prices = new Map<number, string>();
      const priceOf = async (currencyId: number, code: string) => {
        if (currencyId === USDT) return '1';
        if (!prices.has(currencyId)) {
          const live = deps.market.price(`${code}/USDT`, clock.nowMs());
          prices.set(currencyId, live?.price ?? (await repo.tablePrice(db, currencyId)));
        }
        return prices.get(currencyId)!;
      };
      const items = [];
      for (const o of rows) {
        // A cloud contract is a purchase: nothing of it comes back, so it has no value to count.
        const value =
          o.kind === 'cloud'
            ? '0'
            : fixed(mul(o.amount, await priceOf(o.currency_id, o.currency_code)), 2);
        items.push({
          order_id: Number(o.id),
          kind: o.kind,
          product_name: o.product_name,
          currency_name: o.currency_code,
          amount: o.amount,
          usdt_value: value,
          payout_currency_name: o.payout_code,
          total_interest: o.total_interest,
        });
      }
      return { total_usdt: fixed(sum(['0', ...items.map((i) => i.usdt_value)]), 2), items };
    },

    async setCloudYield(actor, productId, yieldPerUnit) {
      const day = today();
      const value = normal(yieldPerUnit);
      if (cmp(value, AMOUNT_MAX) >= 0) fail('earn_product_invalid');
      await db.tx(async (tx) => {
        const p = await repo.product(tx, productId, day);
        if (!p || p.kind !== 'cloud') return fail('earn_product_not_found');
        const before = await repo.setCloudYield(
          tx,
          productId,
          day,
          value,
          'operatorId' in actor ? `operator:${actor.operatorId}` : `system:${actor.system}`,
        );
        await recordAudit(tx, actor, {
          action: 'earn.cloud_yield',
          targetType: 'earn_product',
          targetId: productId,
          detail: { day, before: before ?? p.cloud_yield, after: value },
        });
      });
      return { product_id: productId, day, btc_per_unit: value };
    },

    async updateProduct(actor, input) {
      const day = today();
      await db.tx(async (tx) => {
        await repo.lockProduct(tx, input.id);
        const p = await repo.product(tx, input.id, day);
        if (!p) return fail('earn_product_not_found');
        const sold = sub(p.quota_total, p.quota_left);
        const quotaTotal =
          input.quota_total === undefined ? p.quota_total : normal(input.quota_total);
        const next: repo.ProductTerms = {
          status: input.status ?? p.status,
          min_amount: input.min_amount === undefined ? p.min_amount : normal(input.min_amount),
          max_amount: input.max_amount === undefined ? p.max_amount : normal(input.max_amount),
          quota_total: quotaTotal,
          // What is sold stays sold: the quota left moves with the total.
          quota_left: sub(quotaTotal, sold),
          user_cap: input.user_cap === undefined ? p.user_cap : normal(input.user_cap),
          annual_rate: input.annual_rate === undefined ? p.annual_rate : normal(input.annual_rate),
          early_fee_rate:
            input.early_redeem_fee_rate === undefined
              ? p.early_fee_rate
              : normal(input.early_redeem_fee_rate),
        };
        const tiers = input.tiers?.split(',').map((pair) => {
          const [min_amount = '', daily_rate = ''] = pair.split(':');
          return { min_amount: normal(min_amount), daily_rate: normal(daily_rate) };
        });
        // The columns hold 18 integer digits; annual rates fit numeric(12, 8).
        const fits = [next.min_amount, next.max_amount, next.quota_total, next.user_cap].every(
          (v) => cmp(v, AMOUNT_MAX) < 0,
        );
        const consistent =
          fits &&
          (next.annual_rate === null ||
            (cmp(next.annual_rate, '100') < 0 && places(next.annual_rate) <= RATE_PLACES)) &&
          places(next.early_fee_rate) <= RATE_PLACES &&
          cmp(next.min_amount, next.max_amount) <= 0 &&
          !isNegative(next.quota_left) &&
          cmp(next.early_fee_rate, '1') < 0 &&
          (input.annual_rate === undefined || p.kind === 'flexible') &&
          (tiers === undefined ||
            (p.kind === 'lock' && new Set(tiers.map((t) => t.min_amount)).size === tiers.length));
        if (!consistent) fail('earn_product_invalid');
        await repo.updateProduct(tx, p.id, next);
        if (tiers) await repo.replaceTiers(tx, p.id, tiers);
        await recordAudit(tx, actor, {
          action: 'earn.product_update',
          targetType: 'earn_product',
          targetId: p.id,
          detail: {
            before: { ...pick(p), tiers: p.tiers },
            after: { ...next, tiers: tiers ?? p.tiers },
          },
        });
      });
      const fresh = must(await repo.product(db, input.id, day), `earn product ${input.id}`);
      return productView(fresh, onSale(fresh, clock.nowMs()));
    },

    async payDaysBefore(todayKey) {
      return payDaysBefore(deps, todayKey);
    },
  };
  return service;
}

/** The terms of a product an operator may change, for the audit record. */
const pick = (p: repo.ProductRow): repo.ProductTerms => ({
  status: p.status,
  min_amount: p.min_amount,
  max_amount: p.max_amount,
  quota_total: p.quota_total,
  quota_left: p.quota_left,
  user_cap: p.user_cap,
  annual_rate: p.annual_rate,
  early_fee_rate: p.early_fee_rate,
});

const BATCH = 200;
const BATCHES_MAX = 50;
/** Days one run pays a batch of orders at most; a longer backlog is left to the next run. */
const DAYS_MAX = 400;
const ACTOR = 'system:earn-daily';

/** The day before which an order is paid: today, or its end when that comes first. */
const payEnd = (o: repo.OrderRow, todayKey: string) =>
  o.pay_until !== null && o.pay_until < todayKey ? o.pay_until : todayKey;

/** One day's income of each order, on its next unpaid day (lock, flexible or cloud). */
async function incomesOf(tx: Queryable, orders: repo.OrderRow[]): Promise<Map<number, Amount>> {
  const flexible = orders.filter((o) => o.kind === 'flexible');
  const cloud = orders.filter((o) => o.kind === 'cloud');
  const held = flexible.length
    ? await repo.minBalancesThrough(
        tx,
        flexible.map((o) => ({ orderId: o.id, day: o.next_day })),
      )
    : new Map<number, string>();
  const yields = cloud.length
    ? await repo.cloudYieldsFor(
        tx,
        cloud.map((o) => ({ productId: o.product_id, day: o.next_day })),
      )
    : new Map<string, string>();
  const income = (o: repo.OrderRow): Amount => {
    if (o.kind === 'lock')
      return lockDailyIncome(o.amount, must(o.daily_rate, 'lock rate'), o.currency_precision);
    if (o.kind === 'flexible')
      return flexibleDailyInterest(
        must(held.get(o.id), `held by ${o.id}`),
        must(o.annual_rate, 'flexible rate'),
        o.currency_precision,
      );
    return roundDown(
      mul(
        must(yields.get(`${o.product_id}:${o.next_day}`), `yield of ${o.product_id}`),
        String(must(o.units, 'cloud units')),
      ),
      o.payout_precision,
    );
  };
  return new Map(orders.map((o) => [o.id, income(o)]));
}

/**
 * The journals of one day of a batch: each paid (order, day) its own journal from the payouts
 * account (key `earn:income:<order>:<day>`, as when they were posted one by one), and each lock
 * order at its end its principal back from custody (`earn:end:<order>`).
 */
async function payoutJournals(
  tx: Queryable,
  paid: Array<{ o: repo.OrderRow; income: Amount }>,
  ended: repo.OrderRow[],
): Promise<Array<{ meta: JournalMeta; postings: Posting[] }>> {
  const accounts = new Map<string, number>();
  const account = async (key: string, open: () => Promise<number>) => {
    const id = accounts.get(key) ?? (await open());
    accounts.set(key, id);
    return id;
  };
  const spotOf = (o: repo.OrderRow, currency: number) =>
    account(`user:${o.user_id}:${currency}`, () => userAccount(tx, o.user_id, currency, SPOT));
  const move = (from: number, to: number, amount: Amount): Posting[] => {
    invariant(isPositive(amount), `an earn payout of ${amount}`);
    return [
      { accountId: from, bucket: 'available', amount: neg(amount) },
      { accountId: to, bucket: 'available', amount },
    ];
  };
  const entries: Array<{ meta: JournalMeta; postings: Posting[] }> = [];
  for (const { o, income } of paid) {
    const from = await account(`earn_payouts:${o.payout_currency_id}`, () =>
      systemAccount(tx, 'earn_payouts', o.payout_currency_id),
    );
    entries.push({
      meta: {
        key: `earn:income:${o.id}:${o.next_day}`,
        reason: o.kind === 'cloud' ? 'earn_cloud_payout' : 'earn_income',
        refType: 'earn_order',
        refId: o.id,
        actor: ACTOR,
        memo: o.next_day,
      },
      postings: move(from, await spotOf(o, o.payout_currency_id), income),
    });
  }
  for (const o of ended.filter((x) => x.kind === 'lock')) {
    const from = await account(`earn:${o.currency_id}`, () =>
      systemAccount(tx, 'earn', o.currency_id),
    );
    entries.push({
      meta: {
        key: `earn:end:${o.id}`,
        reason: 'earn_redeem',
        refType: 'earn_order',
        refId: o.id,
        actor: ACTOR,
      },
      postings: move(from, await spotOf(o, o.currency_id), o.amount),
    });
  }
  return entries;
}

/**
 * The inbox of one day of a batch: one message per user, day and currency summing every order's
 * income (added to when a later batch pays more of that day), and one per lock order at its end.
 */
async function notifyPaid(
  tx: Queryable,
  paid: Array<{ o: repo.OrderRow; income: Amount }>,
  ended: repo.OrderRow[],
): Promise<void> {
  const sums = new Map<string, { o: repo.OrderRow; amounts: Amount[] }>();
  for (const { o, income } of paid) {
    const key = `${o.user_id}:${o.next_day}:${o.payout_currency_id}`;
    const group = sums.get(key) ?? { o, amounts: [] };
    group.amounts.push(income);
    sums.set(key, group);
  }
  for (const { o, amounts } of sums.values())
    await notifySum(
      tx,
      o.user_id,
      'earn_income',
      { amount: sum(amounts), day: o.next_day, currency: o.payout_code },
      'amount',
      `earn:income:${o.next_day}:${o.payout_currency_id}`,
    );
  await notifyMany(
    tx,
    ended
      .filter((o) => o.kind === 'lock')
      .map((o) => ({
        userId: o.user_id,
        kind: 'earn_lock_matured' as const,
        params: { order_id: o.id, amount: o.amount, currency: o.currency_code },
        eventKey: `earn:end:${o.id}`,
      })),
  );
}

/**
 * Pays the next unpaid day of each order of `ids` that has one, in one transaction of set-based
 * statements: the orders locked in id order, every (order, day) claimed first (a day claimed
 * before pays nothing again), the orders moved to their next day, those at their end finished
 * (a lock order's principal comes back), one journal per paid (order, day), then the messages.
 * Returns the days claimed, the orders with a day still due and the users whose balances moved.
 */
async function payNextDays(
  deps: Deps,
  ids: number[],
  todayKey: string,
): Promise<{ records: number; due: number[]; touched: Array<[number, number]> }> {
  return deps.db.tx(async (tx) => {
    const orders = (await repo.ordersForUpdate(tx, ids)).filter(
      (o) => o.next_day < payEnd(o, todayKey),
    );
    if (!orders.length) return { records: 0, due: [], touched: [] };
    const income = await incomesOf(tx, orders);
    const at = deps.clock.now();
    const claimed = await repo.claimIncomes(
      tx,
      orders.map((o) => ({
        orderId: o.id,
        day: o.next_day,
        amount: income.get(o.id)!,
        currencyId: o.payout_currency_id,
      })),
      at,
    );
    const nextDay = (o: repo.OrderRow) => addDays(o.next_day, 1);
    await repo.advanceOrders(
      tx,
      orders.map((o) => ({
        id: o.id,
        nextDay: nextDay(o),
        income: claimed.has(o.id) ? income.get(o.id)! : '0',
      })),
    );
    const paid = orders
      .filter((o) => claimed.has(o.id) && isPositive(income.get(o.id)!))
      .map((o) => ({ o, income: income.get(o.id)! }));
    // The last day is paid: a lock order's principal comes back; a cloud contract just ends.
    const ended = orders.filter(
      (o) =>
        o.status === EARN_ORDER_STATUS.active && o.pay_until !== null && nextDay(o) >= o.pay_until,
    );
    await repo.finishOrdersAtTerm(
      tx,
      ended.map((o) => ({ id: o.id, withdraw: o.kind === 'lock' ? o.amount : null })),
      at,
    );
    await postJournals(tx, await payoutJournals(tx, paid, ended));
    await notifyPaid(tx, paid, ended);
    return {
      records: claimed.size,
      due: orders.filter((o) => nextDay(o) < payEnd(o, todayKey)).map((o) => o.id),
      touched: orders.map((o) => [Number(o.user_id), o.payout_currency_id] as [number, number]),
    };
  });
}

/**
 * Every unpaid day before `todayKey` of every order, oldest day first per order: the days a run
 * was missed are paid with their own dates. A batch of orders is paid one day at a time (one
 * transaction per day of the batch, not per order and day). Bounded: `more` says a next run has
 * work left.
 */
export async function payDaysBefore(
  deps: Deps,
  todayKey: string,
): Promise<{ records: number; more: boolean }> {
  let records = 0;
  let after = 0;
  for (let batch = 0; batch < BATCHES_MAX; batch++) {
    const ids = await repo.dueOrders(deps.db, todayKey, after, BATCH);
    let due = ids;
    for (let day = 0; due.length && day < DAYS_MAX; day++) {
      const r = await payNextDays(deps, due, todayKey);
      records += r.records;
      due = r.due;
      const seen = new Set<string>();
      for (const [userId, currency] of r.touched)
        if (!seen.has(`${userId}:${currency}`)) {
          seen.add(`${userId}:${currency}`);
          deps.realtime.toUser(userId, SOCKET_EVENTS.balance, { currency_id: currency });
        }
    }
    if (due.length) return { records, more: true };
    after = ids[ids.length - 1] ?? after;
    if (ids.length < BATCH) return { records, more: false };
  }
  return { records, more: true };
}
