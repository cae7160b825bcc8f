/** What the earn products share: dates, limits, and purchase helpers bound to the deps. */
import {
  ACCOUNT_TYPES,
  EARN_PRODUCT_STATUS,
  SOCKET_EVENTS,
  type EarnKind,
  type EarnOrder,
} from '@tidemark/contracts';
import { systemAccount, transfer, userAccount } from '../../ledger';
import { must } from '../../platform/assert';
import { lockFor, type Queryable } from '../../platform/db';
import { fail } from '../../platform/errors';
import { add, cmp, type Amount } from '../../platform/money';
import type { Platform } from '../../platform/module';
import type { MarketData } from '../market';
import * as repo from './earn.repo';
import { orderView } from './earn.view';

export interface Deps extends Pick<Platform, 'db' | 'log' | 'realtime' | 'clock'> {
  market: MarketData;
}

export const SPOT = ACCOUNT_TYPES.change;
export const AMOUNT_MAX = '1000000000000000000';
/** Rates are numeric(12, 8): more places would be rounded by the column, unlike what was set. */
export const RATE_PLACES = 8;
export const USDT = 3;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` (UTC) of a time, and the day `n` days after a day. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, n: number) =>
  utcDay(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);

/** Decimal places of a plain decimal string. */
export const places = (v: string) => (v.includes('.') ? v.split('.')[1]!.length : 0);

/** The purchase checks, keys, journals and events the product families share, bound to the deps. */
export function earnContext(deps: Deps) {
  const { db, clock } = deps;
  const today = () => utcDay(clock.nowMs());

  const onSale = (p: repo.ProductRow, nowMs: number) =>
    p.status === EARN_PRODUCT_STATUS.listed &&
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
  /**
   * The order of a term product (lock or cloud) once its amount passed the checks: the amount
   * taken from the quota, the order paying from tomorrow to the end of its term, the price
   * debited from the user's spot account to `to`.
   */
  async function buyTerm(
    tx: Queryable,
    userId: number,
    p: repo.ProductRow,
    o: Pick<
      repo.NewOrder,
      | 'kind'
      | 'payout_currency_id'
      | 'amount'
      | 'units'
      | 'daily_rate'
      | 'early_fee_rate'
      | 'idempotency_key'
    >,
    pay: { to: 'earn' | 'earn_payouts'; reason: string },
  ): Promise<{ orderId: number; currency: number }> {
    if (!(await repo.takeQuota(tx, p.id, o.amount))) fail('earn_quota_exceeded');
    const day = today();
    const orderId = await repo.insertOrder(tx, {
      ...o,
      user_id: userId,
      product_id: p.id,
      currency_id: p.currency_id,
      annual_rate: null,
      term_days: p.term_days,
      bought_day: day,
      next_day: addDays(day, 1),
      pay_until: addDays(day, 1 + p.term_days),
      created_at: clock.now(),
    });
    await debitSpot(
      tx,
      userId,
      p.currency_id,
      pay.to,
      o.amount,
      meta(`earn:buy:${orderId}`, pay.reason, orderId, `user:${userId}`),
    );
    return { orderId, currency: p.currency_id };
  }

  return {
    deps,
    db,
    clock,
    today,
    onSale,
    saleable,
    checkAmount,
    scopedKey,
    meta,
    notify,
    viewOf,
    purchase,
    debitSpot,
    buyTerm,
  };
}

export type EarnContext = ReturnType<typeof earnContext>;
