import {
  ACCOUNT_TYPES,
  OTC_CURRENCIES,
  OTC_PAY_METHODS,
  type AdminOtcAppeal,
  type OtcConfig,
  OTC_SOCKET_EVENTS,
  SOCKET_EVENTS,
  type OtcAd,
  type OtcAdCreateRequest,
  type OtcOrder,
  type OtcOrderCreateRequest,
  type PageQuery,
} from '@tidemark/contracts';
import { hold, releaseHold, settleHold, systemAccount, userAccount } from '../../ledger';
import { must } from '../../platform/assert';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { lockFor, type Queryable } from '../../platform/db';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/module';
import { add, cmp, divDown, isPositive, mul, roundDown, roundUp, sub } from '../../platform/money';
import { getSettings } from '../../platform/settings';
import { notify } from '../../platform/inbox';
import * as repo from './otc.repo';
import { usdtPrices } from '../market';
import {
  adPriceOf,
  adView,
  FIAT_PLACES,
  NO_ENDED_ORDERS,
  orderView,
  showsPayDetails,
} from './otc.view';

export type Deps = Pick<Platform, 'db' | 'realtime' | 'log' | 'clock'>;

const LEGAL = ACCOUNT_TYPES.legal;
const DAY = 86_400;
const hasFiatPlaces = (v: string) => cmp(roundDown(v, FIAT_PLACES), v) === 0;

const fiatRates = async (q: Queryable) => (await getSettings(q, ['otc_fiat_rates'])).otc_fiat_rates;

/** The fiat price of one coin of an ad now: fixed, or the reference price with the margin. */
async function adPrice(deps: Pick<Deps, 'db'>, a: repo.AdRow): Promise<string | null> {
  if (a.price_type === 'fixed') return a.price;
  const rates = await fiatRates(deps.db);
  const usdt = (await usdtPrices(deps.db, [a.currency_id])).get(a.currency_id)?.price ?? null;
  return adPriceOf(a, rates, usdt);
}

const STATS_WINDOW_SECONDS = 30 * 86_400;
const unique = (ids: number[]) => [...new Set(ids)];

/**
 * The views of `rows` from at most three reads for them all (the merchants' 30-day stats, and
 * for floating prices the fiat rates and USDT prices), not up to three per ad.
 */
async function adViews(deps: Pick<Deps, 'db' | 'clock'>, rows: repo.AdRow[]): Promise<OtcAd[]> {
  if (rows.length === 0) return [];
  const since = deps.clock.nowSeconds() - STATS_WINDOW_SECONDS;
  const stats = await repo.merchantStatsOf(deps.db, unique(rows.map((a) => a.merchant_id)), since);
  const floating = rows.filter((a) => a.price_type === 'float');
  const rates = floating.length > 0 ? await fiatRates(deps.db) : {};
  const usdt =
    floating.length > 0
      ? await usdtPrices(deps.db, unique(floating.map((a) => a.currency_id)))
      : new Map<number, { price: string } | null>();
  return rows.map((a) =>
    adView(a, {
      stats: stats.get(a.merchant_id) ?? NO_ENDED_ORDERS,
      price: adPriceOf(a, rates, usdt.get(a.currency_id)?.price ?? null),
    }),
  );
}

async function oneAdView(deps: Pick<Deps, 'db' | 'clock'>, a: repo.AdRow): Promise<OtcAd> {
  return must((await adViews(deps, [a]))[0], `otc ad ${a.id} view`);
}

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

function publishOrder(
  deps: Deps,
  o: Pick<repo.OrderRow, 'id' | 'buyer_id' | 'seller_id' | 'currency_id'>,
) {
  for (const user of [o.buyer_id, o.seller_id]) {
    deps.realtime.toUser(user, OTC_SOCKET_EVENTS.order, { id: o.id });
    deps.realtime.toUser(user, SOCKET_EVENTS.balance, { currency_id: o.currency_id });
  }
}

// ------------------------------------------------------------------ merchants and ads

export async function merchantStatus(deps: Deps, userId: number) {
  const m = await repo.merchant(deps.db, userId);
  const { otc_fiat_rates: rates } = await getSettings(deps.db, ['otc_fiat_rates']);
  return {
    status: m?.status ?? ('none' as const),
    name: m?.name ?? null,
    reject_reason: m?.status === 'rejected' ? m.reject_reason : null,
    fiats: Object.keys(rates),
  };
}

export async function applyMerchant(deps: Deps, userId: number, name: string) {
  return deps.db.tx(async (tx) => {
    if ((await repo.kycLevel(tx, userId)) < 2) fail('otc_merchant_level');
    if (!(await repo.applyMerchant(tx, userId, name))) fail('otc_merchant_exists');
    return { status: 'pending' as const, name, reject_reason: null, fiats: [] as string[] };
  });
}

export async function reviewMerchant(
  deps: Deps,
  actor: AuditActor,
  userId: number,
  approve: boolean,
  reason?: string,
) {
  return deps.db.tx(async (tx) => {
    const after = approve ? 'approved' : 'rejected';
    const why = approve ? null : (reason ?? null);
    const before = (await repo.reviewMerchant(tx, userId, after, why)) ?? fail('not_found');
    await recordAudit(tx, actor, {
      action: 'otc.merchant_review',
      targetType: 'otc_merchant',
      targetId: userId,
      detail: { before: { status: before }, after: { status: after, reason: why } },
    });
    return { user_id: userId, status: after };
  });
}

async function approvedMerchant(q: Queryable, userId: number) {
  const m = await repo.merchant(q, userId);
  if (m?.status !== 'approved') fail('otc_not_merchant');
}

export async function createAd(
  deps: Deps,
  userId: number,
  input: OtcAdCreateRequest,
): Promise<OtcAd> {
  const id = await deps.db.tx(async (tx) => {
    await approvedMerchant(tx, userId);
    const { otc_fiat_rates: rates } = await getSettings(tx, ['otc_fiat_rates']);
    const floatOk = cmp(input.price, '-50') >= 0 && cmp(input.price, '50') <= 0;
    if (
      !(OTC_CURRENCIES as readonly number[]).includes(input.currency_id) ||
      !rates[input.fiat] ||
      cmp(input.min_fiat, input.max_fiat) > 0 ||
      // Fiat figures are in cents: a fixed price of 7.2345 CNY could be shown or paid as neither.
      !hasFiatPlaces(input.min_fiat) ||
      !hasFiatPlaces(input.max_fiat) ||
      (input.price_type === 'fixed'
        ? !isPositive(input.price) ||
          !hasFiatPlaces(input.price) ||
          // A total worth less than the smallest order could never be taken.
          cmp(mul(input.total, input.price), input.min_fiat) < 0
        : !floatOk)
    )
      fail('otc_ad_invalid');
    const places = await repo.currencyPrecision(tx, input.currency_id);
    if (cmp(roundDown(input.total, places), input.total) !== 0) fail('amount_too_precise');
    const cards = await repo.bankCards(tx, userId);
    if (!input.pay_methods.every((m) => cards.some((c) => c.kind === m))) fail('otc_no_bank_card');
    return repo.insertAd(tx, {
      merchantId: userId,
      side: input.side,
      currencyId: input.currency_id,
      fiat: input.fiat,
      priceType: input.price_type,
      price: input.price,
      total: input.total,
      minFiat: input.min_fiat,
      maxFiat: input.max_fiat,
      payMethods: [...new Set(input.pay_methods)],
      terms: input.terms,
    });
  });
  return oneAdView(deps, must(await repo.ad(deps.db, id), `otc ad ${id}`));
}

export async function closeAd(deps: Deps, userId: number, id: number) {
  if (!(await repo.closeAd(deps.db, id, userId))) fail('otc_ad_not_found');
  return true as const;
}

export async function listAds(
  deps: Deps,
  f: {
    side: 'buy' | 'sell';
    currency_id: number;
    fiat?: string | undefined;
    pay_method?: string | undefined;
  } & PageQuery,
) {
  const { rows, total } = await repo.ads(deps.db, {
    side: f.side,
    currencyId: f.currency_id,
    fiat: f.fiat ?? null,
    payMethod: f.pay_method ?? null,
    merchantId: null,
    activeOnly: true,
    limit: f.limit,
    offset: (f.page - 1) * f.limit,
  });
  const list = await adViews(deps, rows);
  // Best price first: lowest for the user buying (sell ads), highest for the user selling.
  list.sort((x, y) => (f.side === 'sell' ? cmp(x.price, y.price) : cmp(y.price, x.price)));
  return { rows: list, total };
}

export async function myAds(deps: Deps, userId: number, f: PageQuery) {
  const { rows, total } = await repo.ads(deps.db, {
    side: null,
    currencyId: null,
    fiat: null,
    payMethod: null,
    merchantId: userId,
    activeOnly: false,
    limit: f.limit,
    offset: (f.page - 1) * f.limit,
  });
  return { rows: await adViews(deps, rows), total };
}

export async function adDetail(deps: Deps, id: number): Promise<OtcAd> {
  const a = await repo.ad(deps.db, id);
  if (!a || !a.active) return fail('otc_ad_not_found');
  return oneAdView(deps, a);
}

/**
 * The coin amount and fiat total of an order for a coin or fiat amount at a price. What the user
 * typed is taken as it is or refused (more places than the coin or the fiat's cents), never
 * rounded quietly. The figure worked out from it rounds in the coin seller's favour, by less than
 * a coin unit or a cent: the coin seller is never paid less than the coin is worth.
 */
function sizeOrder(
  price: string,
  places: number,
  q: { amount?: string | undefined; fiat_amount?: string | undefined },
): { amount: string; fiatTotal: string } {
  if (q.amount !== undefined) {
    if (cmp(roundDown(q.amount, places), q.amount) !== 0) fail('amount_too_precise');
    return { amount: q.amount, fiatTotal: roundUp(mul(q.amount, price), FIAT_PLACES) };
  }
  const fiat = must(q.fiat_amount, 'fiat');
  if (!hasFiatPlaces(fiat)) fail('amount_too_precise');
  return { amount: divDown(fiat, price, places), fiatTotal: fiat };
}

export async function quick(
  deps: Deps,
  q: {
    side: 'buy' | 'sell';
    currency_id: number;
    fiat: string;
    amount?: string | undefined;
    fiat_amount?: string | undefined;
  },
) {
  // The user buying takes merchants' sell ads, and the other way round.
  const side = q.side === 'buy' ? 'sell' : 'buy';
  const { rows } = await listAds(deps, {
    side,
    currency_id: q.currency_id,
    fiat: q.fiat,
    page: 1,
    limit: 100,
  });
  const places = await repo.currencyPrecision(deps.db, q.currency_id);
  for (const ad of rows) {
    if (!isPositive(ad.price)) continue;
    const size = sizeOrder(ad.price, places, q);
    if (
      isPositive(size.amount) &&
      cmp(size.fiatTotal, ad.min_fiat) >= 0 &&
      cmp(size.fiatTotal, ad.max_fiat) <= 0 &&
      cmp(size.amount, ad.remaining) <= 0
    )
      return { ad, amount: size.amount, fiat_total: size.fiatTotal };
  }
  return fail('otc_no_match');
}

// ------------------------------------------------------------------ orders

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
async function settle(tx: Queryable, o: repo.OrderRow, actor: string, now: number) {
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
const about = (o: repo.OrderRow) => ({
  order_id: o.id,
  amount: o.amount,
  currency: o.currency_code,
  fiat_total: o.fiat_total,
  fiat: o.fiat,
});

/** Gives the escrow back to the seller and the amount back to the ad. */
async function refund(tx: Queryable, o: repo.OrderRow, actor: string, reason: string, now: number) {
  await releaseHold(
    tx,
    { key: `otc:${o.id}:refund`, reason: 'otc_refund', refType: 'otc_order', refId: o.id, actor },
    { holdId: o.hold_id },
  );
  await repo.returnToAd(tx, o.ad_id, o.amount);
  await repo.setStatus(tx, o.id, { status: 'cancelled', cancelReason: reason, finishedAt: now });
}

async function act(
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

export const appeal = (
  deps: Deps,
  userId: number,
  q: { id: number; reason: string; evidence?: string | undefined },
) =>
  act(deps, userId, q.id, async (tx, o) => {
    if (o.status !== 'paid') fail('otc_bad_state');
    // Evidence is the appellant's own upload: never another user's file.
    const name = q.evidence?.replace(/^\/uploads\//, '');
    if (name !== undefined && !(await repo.evidenceOwnedBy(tx, name, userId)))
      fail('otc_evidence_invalid');
    await repo.setStatus(tx, o.id, {
      status: 'appeal',
      appealBy: userId,
      appealReason: q.reason,
      appealEvidence: q.evidence ?? null,
    });
  });

const EVIDENCE_PER_PARTY = 5;

/** Either party adds evidence (their own upload) while the order is in appeal. */
export const addEvidence = (
  deps: Deps,
  userId: number,
  q: { id: number; evidence: string; note: string },
) =>
  act(deps, userId, q.id, async (tx, o, now) => {
    if (o.status !== 'appeal') fail('otc_bad_state');
    if (!(await repo.evidenceOwnedBy(tx, q.evidence.replace(/^\/uploads\//, ''), userId)))
      fail('otc_evidence_invalid');
    if ((await repo.evidenceCount(tx, o.id, userId)) >= EVIDENCE_PER_PARTY)
      fail('otc_evidence_limit');
    await repo.insertEvidence(tx, {
      orderId: o.id,
      userId,
      file: q.evidence,
      note: q.note,
      now,
    });
  });

/** An operator ends an appeal: release to the buyer or refund the seller, audited with the note. */
export async function resolveAppeal(
  deps: Deps,
  actor: AuditActor & { operatorId: number },
  q: { id: number; result: 'release' | 'refund'; note: string },
) {
  const o = await deps.db.tx(async (tx) => {
    const o = (await repo.order(tx, q.id, true)) ?? fail('otc_order_not_found');
    if (o.status !== 'appeal') fail('otc_bad_state');
    const now = deps.clock.nowSeconds();
    const who = `operator:${actor.operatorId}`;
    if (q.result === 'release') await settle(tx, o, who, now);
    else await refund(tx, o, who, 'appeal_refund', now);
    await recordAudit(tx, actor, {
      action: `otc.appeal_${q.result}`,
      targetType: 'otc_order',
      targetId: o.id,
      detail: {
        before: { status: 'appeal' },
        after: { status: q.result === 'release' ? 'done' : 'cancelled' },
        note: q.note,
      },
    });
    for (const party of [o.buyer_id, o.seller_id])
      await notify(
        tx,
        party,
        'otc_appeal_result',
        { ...about(o), result: q.result },
        `otc:${o.id}:appeal`,
      );
    return o;
  });
  publishOrder(deps, o);
  return { id: o.id, result: q.result };
}

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

export async function sendChat(deps: Deps, userId: number, id: number, body: string) {
  const o = await repo.order(deps.db, id);
  if (!o || (o.buyer_id !== userId && o.seller_id !== userId)) return fail('otc_order_not_found');
  await repo.insertChat(deps.db, id, userId, body, deps.clock.nowSeconds());
  for (const user of [o.buyer_id, o.seller_id])
    deps.realtime.toUser(user, OTC_SOCKET_EVENTS.chat, { id });
  return chatList(deps, userId, id);
}

export async function chatList(deps: Deps, userId: number, id: number) {
  const o = await repo.order(deps.db, id);
  if (!o || (o.buyer_id !== userId && o.seller_id !== userId)) return fail('otc_order_not_found');
  const rows = await repo.chat(deps.db, id);
  return {
    list: rows.map((r) => ({
      id: r.id,
      mine: r.sender_id === userId,
      body: r.body,
      created: r.created_at,
    })),
  };
}

// ------------------------------------------------------------------ filters and operator queues

export async function otcConfig(deps: Deps): Promise<OtcConfig> {
  const s = await getSettings(deps.db, ['otc_fiat_rates', 'otc_pay_window_s']);
  return {
    fiats: Object.keys(s.otc_fiat_rates),
    pay_methods: [...OTC_PAY_METHODS],
    pay_window_s: s.otc_pay_window_s,
  };
}

export async function merchantQueue(
  deps: Deps,
  f: { status: 'pending' | 'approved' | 'rejected' } & PageQuery,
) {
  return repo.merchantQueue(deps.db, {
    status: f.status,
    limit: f.limit,
    offset: (f.page - 1) * f.limit,
  });
}

/** Appeals with both parties, the appellant's evidence and the whole chat, for the operator. */
export async function appealQueue(
  deps: Deps,
  f: { status: 'open' | 'resolved' } & PageQuery,
): Promise<{ rows: AdminOtcAppeal[]; total: number }> {
  const { rows, total } = await repo.appealQueue(deps.db, {
    open: f.status === 'open',
    limit: f.limit,
    offset: (f.page - 1) * f.limit,
  });
  const list: AdminOtcAppeal[] = [];
  for (const o of rows) {
    const side = (user: number) => (user === o.buyer_id ? ('buyer' as const) : ('seller' as const));
    list.push({
      id: o.id,
      ad_id: o.ad_id,
      currency_name: o.currency_code,
      fiat: o.fiat,
      fiat_places: FIAT_PLACES,
      price: o.price,
      amount: o.amount,
      fiat_total: o.fiat_total,
      status: o.status,
      cancel_reason: o.cancel_reason,
      buyer: { user_id: o.buyer_id, account: o.buyer_account },
      seller: { user_id: o.seller_id, account: o.seller_account },
      merchant_side: side(o.merchant_id),
      appeal_by: o.appeal_by === null ? null : side(o.appeal_by),
      appeal_reason: o.appeal_reason,
      appeal_evidence: o.appeal_evidence?.replace(/^\/uploads\//, '') ?? null,
      evidence: (await repo.evidence(deps.db, o.id)).map((e) => ({
        id: e.id,
        from: side(e.user_id),
        name: e.file.replace(/^\/uploads\//, ''),
        note: e.note,
        created: e.created_at,
      })),
      created: o.created_at,
      pay_deadline: o.pay_deadline,
      paid_at: o.paid_at,
      finished_at: o.finished_at,
      chat: (await repo.chat(deps.db, o.id)).map((c) => ({
        id: c.id,
        from: side(c.sender_id),
        body: c.body,
        created: c.created_at,
      })),
    });
  }
  return { rows: list, total };
}

export type Otc = ReturnType<typeof createOtc>;

export function createOtc(deps: Deps) {
  return {
    deps,
    merchantStatus: (u: number) => merchantStatus(deps, u),
    applyMerchant: (u: number, name: string) => applyMerchant(deps, u, name),
    reviewMerchant: (a: AuditActor, u: number, approve: boolean, reason?: string) =>
      reviewMerchant(deps, a, u, approve, reason),
    config: () => otcConfig(deps),
    merchantQueue: (f: Parameters<typeof merchantQueue>[1]) => merchantQueue(deps, f),
    appealQueue: (f: Parameters<typeof appealQueue>[1]) => appealQueue(deps, f),
    queueCounts: () => repo.queueCounts(deps.db),
    createAd: (u: number, i: OtcAdCreateRequest) => createAd(deps, u, i),
    closeAd: (u: number, id: number) => closeAd(deps, u, id),
    listAds: (f: Parameters<typeof listAds>[1]) => listAds(deps, f),
    myAds: (u: number, f: PageQuery) => myAds(deps, u, f),
    adDetail: (id: number) => adDetail(deps, id),
    quick: (q: Parameters<typeof quick>[1]) => quick(deps, q),
    createOrder: (u: number, i: OtcOrderCreateRequest) => createOrder(deps, u, i),
    markPaid: (u: number, id: number) => markPaid(deps, u, id),
    release: (u: number, id: number) => release(deps, u, id),
    cancel: (u: number, id: number) => cancel(deps, u, id),
    appeal: (u: number, q: Parameters<typeof appeal>[2]) => appeal(deps, u, q),
    addEvidence: (u: number, q: Parameters<typeof addEvidence>[2]) => addEvidence(deps, u, q),
    resolveAppeal: (
      a: AuditActor & { operatorId: number },
      q: Parameters<typeof resolveAppeal>[2],
    ) => resolveAppeal(deps, a, q),
    expireDue: (now?: number) => expireDue(deps, now),
    orderDetail: (u: number, id: number) => orderDetail(deps, u, id),
    myOrders: (u: number, f: Parameters<typeof myOrders>[2]) => myOrders(deps, u, f),
    sendChat: (u: number, id: number, body: string) => sendChat(deps, u, id, body),
    chatList: (u: number, id: number) => chatList(deps, u, id),
  };
}
