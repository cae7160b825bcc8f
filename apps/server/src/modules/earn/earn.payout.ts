/** The daily job's payouts: every unpaid day of every order, in batches, one journal per day paid. */
import { EARN_ORDER_STATUS, SOCKET_EVENTS } from '@tidemark/contracts';
import {
  postJournals,
  systemAccount,
  userAccount,
  type JournalMeta,
  type Posting,
} from '../../ledger';
import { invariant, must } from '../../platform/assert';
import type { Queryable } from '../../platform/db';
import { isPositive, mul, neg, roundDown, sum, type Amount } from '../../platform/money';
import { notifyMany, notifySum } from '../../platform/inbox';
import * as repo from './earn.repo';
import { type Deps, SPOT, addDays } from './earn.shared';
import { lockDailyIncome, flexibleDailyInterest } from './earn.rates';

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
