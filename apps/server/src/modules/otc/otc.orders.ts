/** Orders: opening one on an ad (escrow held), paying, releasing, cancelling, expiring. */
import {
  ACCOUNT_TYPES,
  OTC_SOCKET_EVENTS,
  SOCKET_EVENTS,
  type OtcOrder,
  type OtcOrderCreateRequest,
  type PageQuery,
} from '@tidemark/contracts';
import { hold, releaseHold, settleHold, systemAccount, userAccount } from '../../ledger';
import { must } from '../../platform/assert';
import { lockFor, type Queryable } from '../../platform/db';
import { fail } from '../../platform/errors';
import { add, cmp, isPositive, mul, roundDown, sub } from '../../platform/money';
import { getSettings } from '../../platform/settings';
import { notify } from '../../platform/inbox';
import * as repo from './otc.repo';
import { orderView, showsPayDetails } from './otc.view';
import type { Deps } from './otc.shared';
import { unique } from './otc.shared';
import { adPrice, sizeOrder } from './otc.ads';

const LEGAL = ACCOUNT_TYPES.legal;
const DAY = 86_400;

/**
 * The views of `rows` as `viewer` sees them from two reads for them all (the sellers' bank
 * cards where the viewer still pays, the appeal evidence), not two per order.
 */
async function orderViews(deps: Deps, rows: repo.OrderRow[], viewer: number): Promise<OtcOrder[]> {
  if (rows.length === 0) return [];
  const paying = rows.filter((o) => showsPayDetails(o, viewer));
  const cards =
    paying.length > 0
      ? await repo.bankCardsOf(deps.db, unique(paying.map((o) => o.seller_id)))
      : new Map<number, Awaited<ReturnType<typeof repo.bankCards>>>();
  const evidence = await repo.evidenceOf(
    deps.db,
    rows.map((o) => o.id),
  );
  const now = deps.clock.nowSeconds();
  return rows.map((o) =>
    orderView(o, viewer, {
      sellerCards: cards.get(o.seller_id) ?? [],
      evidence: evidence.get(o.id) ?? [],
      now,
    }),
  );
}

async function oneOrderView(deps: Deps, o: repo.OrderRow, viewer: number): Promise<OtcOrder> {
  return must((await orderViews(deps, [o], viewer))[0], `otc order ${o.id} view`);
}

export function publishOrder(
  deps: Deps,
  o: Pick<repo.OrderRow, 'id' | 'buyer_id' | 'seller_id' | 'currency_id'>,
) {
  for (const user of [o.buyer_id, o.seller_id]) {
    deps.realtime.toUser(user, OTC_SOCKET_EVENTS.order, { id: o.id });
    deps.realtime.toUser(user, SOCKET_EVENTS.balance, { currency_id: o.currency_id });
  }
}

/**
 * Opens an order: the ad's remaining is taken by one conditional update and the seller's coin
 * (with the merchant fee when the merchant sells) is held in their legal account, in one
 * transaction, so concurrent orders never take more than the ad holds.
 */
export async function createOrder(
  deps: Deps,
  userId: number,
  input: OtcOrderCreateRequest,
): Promise<OtcOrder> {
  const key = `${userId}:${input.idempotency_key ?? crypto.randomUUID()}`;
  const id = await deps.db.tx(async (tx) => {
    await lockFor(tx, 'otc:user', userId);
    const again = await repo.orderIdByKey(tx, key);
    if (again) return again;
    const a = await repo.ad(tx, input.ad_id);
    if (!a || !a.active) return fail('otc_ad_not_found');
    if ((await repo.merchant(tx, a.merchant_id))?.status !== 'approved') fail('otc_ad_not_found');
    if (a.merchant_id === userId) fail('otc_own_ad');
    const now = deps.clock.nowSeconds();
    const s = await getSettings(tx, [
      'otc_pay_window_s',
      'otc_merchant_fee_rate',
      'otc_cancel_limit_24h',
      'otc_open_orders_max',
    ]);
    if ((await repo.buyerCancels24h(tx, userId, now - DAY)) >= s.otc_cancel_limit_24h)
      fail('otc_cancel_limit');
    // Each unpaid order holds part of an ad for the pay window: one user cannot hold them all.
    if ((await repo.unpaidTaken(tx, userId)) >= s.otc_open_orders_max)
      fail('otc_open_orders_limit');
    const price = (await adPrice(deps, a)) ?? fail('otc_no_price');
    if (!isPositive(price)) fail('otc_no_price');
    const places = await repo.currencyPrecision(tx, a.currency_id);
    const { amount, fiatTotal } = sizeOrder(price, places, input);
    if (!isPositive(amount) || cmp(fiatTotal, a.min_fiat) < 0 || cmp(fiatTotal, a.max_fiat) > 0)
      fail('otc_amount_out_of_range');
    const merchantSells = a.side === 'sell';
    // The user selling to a merchant must have a card of the ad's methods to be paid to.
    if (
      !merchantSells &&
      !(await repo.bankCards(tx, userId)).some((c) => a.pay_methods.includes(c.kind))
    )
      fail('otc_no_bank_card');
    if (!(await repo.takeFromAd(tx, a.id, amount))) fail('otc_ad_exhausted');
    const fee = roundDown(mul(amount, s.otc_merchant_fee_rate), places);
    const sellerId = merchantSells ? a.merchant_id : userId;
    const buyerId = merchantSells ? userId : a.merchant_id;
    const orderId = await repo.nextOrderId(tx);
    const held = await hold(
      tx,
      {
        key: `otc:${orderId}:hold`,
        reason: 'otc_escrow',
        refType: 'otc_order',
        refId: orderId,
        actor: `user:${userId}`,
      },
      {
        accountId: await userAccount(tx, sellerId, a.currency_id, LEGAL),
        amount: merchantSells ? add(amount, fee) : amount,
      },
    );
    await repo.insertOrder(tx, {
      id: orderId,
      adId: a.id,
      buyerId,
      sellerId,
      takerId: userId,
      currencyId: a.currency_id,
      fiat: a.fiat,
      price,
      amount,
      fiatTotal,
      fee,
      holdId: held.holdId,
      payDeadline: now + s.otc_pay_window_s,
      key,
      now,
    });
    return orderId;
  });
  const o = must(await repo.order(deps.db, id), `otc order ${id}`);
  publishOrder(deps, o);
  return oneOrderView(deps, o, userId);
}

async function partyOrder(tx: Queryable, userId: number, id: number): Promise<repo.OrderRow> {
  const o = await repo.order(tx, id, true);
  if (!o || (o.buyer_id !== userId && o.seller_id !== userId)) return fail('otc_order_not_found');
  return o;
}

/** Moves the escrow to the buyer; the merchant's fee goes to `fees`. */
export async function settle(tx: Queryable, o: repo.OrderRow, actor: string, now: number) {
  const merchantSells = o.seller_id === o.merchant_id;
  const buyerGets = merchantSells ? o.amount : sub(o.amount, o.fee);
  await settleHold(
    tx,
    { key: `otc:${o.id}:release`, reason: 'otc_release', refType: 'otc_order', refId: o.id, actor },
    {
      holdId: o.hold_id,
      legs: [
        { accountId: await userAccount(tx, o.buyer_id, o.currency_id, LEGAL), amount: buyerGets },
        { accountId: await systemAccount(tx, 'fees', o.currency_id), amount: o.fee },
      ],
    },
  );
  await repo.setStatus(tx, o.id, { status: 'done', finishedAt: now });
  return buyerGets;
}

/** What every OTC message names: the order, its coin amount and fiat total. */
export const about = (o: repo.OrderRow) => ({
  order_id: o.id,
  amount: o.amount,
  currency: o.currency_code,
  fiat_total: o.fiat_total,
  fiat: o.fiat,
});

/** Gives the escrow back to the seller and the amount back to the ad. */
export async function refund(
  tx: Queryable,
  o: repo.OrderRow,
  actor: string,
  reason: string,
  now: number,
) {
  await releaseHold(
    tx,
    { key: `otc:${o.id}:refund`, reason: 'otc_refund', refType: 'otc_order', refId: o.id, actor },
    { holdId: o.hold_id },
  );
  await repo.returnToAd(tx, o.ad_id, o.amount);
  await repo.setStatus(tx, o.id, { status: 'cancelled', cancelReason: reason, finishedAt: now });
}

export async function act(
  deps: Deps,
  userId: number,
  id: number,
  step: (tx: Queryable, o: repo.OrderRow, now: number) => Promise<void>,
): Promise<OtcOrder> {
  await deps.db.tx(async (tx) =>
    step(tx, await partyOrder(tx, userId, id), deps.clock.nowSeconds()),
  );
  const o = must(await repo.order(deps.db, id), `otc order ${id}`);
  publishOrder(deps, o);
  return oneOrderView(deps, o, userId);
}

export const markPaid = (deps: Deps, userId: number, id: number) =>
  act(deps, userId, id, async (tx, o, now) => {
    if (o.buyer_id !== userId || o.status !== 'unpaid' || now > o.pay_deadline)
      fail('otc_bad_state');
    await repo.setStatus(tx, o.id, { status: 'paid', paidAt: now });
    await notify(tx, o.seller_id, 'otc_paid', about(o), `otc:${o.id}:paid`);
  });

export const release = (deps: Deps, userId: number, id: number) =>
  act(deps, userId, id, async (tx, o, now) => {
    if (o.seller_id !== userId || (o.status !== 'unpaid' && o.status !== 'paid'))
      fail('otc_bad_state');
    const got = await settle(tx, o, `user:${userId}`, now);
    await notify(
      tx,
      o.buyer_id,
      'otc_released',
      { ...about(o), amount: got },
      `otc:${o.id}:released`,
    );
  });

export const cancel = (deps: Deps, userId: number, id: number) =>
  act(deps, userId, id, async (tx, o, now) => {
    if (o.buyer_id !== userId || o.status !== 'unpaid') fail('otc_bad_state');
    const reason = o.taker_id === userId ? 'buyer' : 'merchant';
    await refund(tx, o, `user:${userId}`, reason, now);
    await notify(
      tx,
      o.seller_id,
      'otc_cancelled',
      { ...about(o), reason },
      `otc:${o.id}:cancelled`,
    );
  });

/** Cancels unpaid orders past their payment window; each in its own transaction. */
export async function expireDue(deps: Deps, now = deps.clock.nowSeconds()): Promise<number> {
  let n = 0;
  for (const id of await repo.dueUnpaid(deps.db, now, 500)) {
    const o = await deps.db.tx(async (tx) => {
      const o = await repo.order(tx, id, true);
      if (!o || o.status !== 'unpaid' || o.pay_deadline >= now) return null;
      await refund(tx, o, 'system:otc', 'timeout', now);
      for (const party of [o.buyer_id, o.seller_id])
        await notify(
          tx,
          party,
          'otc_cancelled',
          { ...about(o), reason: 'timeout' },
          `otc:${o.id}:cancelled`,
        );
      return o;
    });
    if (o) {
      n++;
      publishOrder(deps, o);
    }
  }
  return n;
}

export async function orderDetail(deps: Deps, userId: number, id: number): Promise<OtcOrder> {
  const o = await repo.order(deps.db, id);
  if (!o || (o.buyer_id !== userId && o.seller_id !== userId)) return fail('otc_order_not_found');
  return oneOrderView(deps, o, userId);
}

export async function myOrders(
  deps: Deps,
  userId: number,
  f: { status?: string | undefined } & PageQuery,
) {
  const { rows, total } = await repo.userOrders(deps.db, userId, {
    status: f.status ?? null,
    limit: f.limit,
    offset: (f.page - 1) * f.limit,
  });
  return { rows: await orderViews(deps, rows, userId), total };
}
