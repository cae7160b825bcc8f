import {
  ACCOUNT_TYPES,
  SOCKET_EVENTS,
  type AdminDualEditRequest,
  type AdminDualProductRequest,
  type DualBuyRequest,
  type DualOrder,
  type DualProduct,
  type PageQuery,
} from '@tidemark/contracts';
import {
  hold,
  moveHolds,
  postJournals,
  systemAccount,
  userAccount,
  type HoldMove,
} from '../../ledger';
import { must } from '../../platform/assert';
import { applyEdit, recordAudit, type AuditActor } from '../../platform/audit';
import { lockFor } from '../../platform/db';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/module';
import { cmp, mul, neg, normal } from '../../platform/money';
import { notifyMany } from '../../platform/inbox';
import * as repo from './dual.repo';
import { currencyCode, currencyPrecision, settlementTicks, tickAtOrBefore } from '../market';
import { dualOutcome } from './outcome';
import { investCurrency, onSale, orderView, productView, yieldDays } from './dual.view';

export type Deps = Pick<Platform, 'db' | 'realtime' | 'log' | 'clock'>;

const USDT = 3;
const DAY = 86_400;
const SPOT = ACCOUNT_TYPES.change;
const ACTOR = 'system:dual';
const AMOUNT_LIMIT = '1000000000000000000';

/**
 * Each coin's latest recorded USDT price, read once per coin of the page (a page lists one
 * coin's products, so one read), never once per product.
 */
async function spotPrices(deps: Deps, rows: Array<Pick<repo.ProductRow, 'currency_id'>>) {
  const spots = new Map<number, string | null>();
  for (const c of new Set(rows.map((r) => r.currency_id)))
    spots.set(c, (await tickAtOrBefore(deps.db, c, Number.MAX_SAFE_INTEGER))?.price ?? null);
  return spots;
}

export async function index(deps: Deps, currencyId: number, type: 'call' | 'put') {
  const now = deps.clock.nowSeconds();
  const rows = await repo.products(deps.db, currencyId, type, now);
  const spots = await spotPrices(deps, rows);
  return {
    dual_currencys: rows.map((p) =>
      productView(p, { now, spot: spots.get(p.currency_id) ?? null }),
    ),
  };
}

export async function detail(deps: Deps, id: number): Promise<DualProduct> {
  const p = await repo.product(deps.db, id);
  if (!p || !p.active) return fail('dual_product_not_found');
  const spots = await spotPrices(deps, [p]);
  return productView(p, { now: deps.clock.nowSeconds(), spot: spots.get(p.currency_id) ?? null });
}

/**
 * POST /dual/buyDual: holds num × share amount in the spot account and takes num shares of the
 * quota, in one transaction. The quota is taken by one conditional update and the per-user
 * limit is checked under a per-user lock, so concurrent purchases never oversell either.
 */
export async function buy(deps: Deps, userId: number, input: DualBuyRequest): Promise<DualOrder> {
  const key = `${userId}:${input.idempotency_key ?? crypto.randomUUID()}`;
  const id = await deps.db.tx(async (tx) => {
    await lockFor(tx, 'dual:user', userId);
    const again = await repo.orderIdByKey(tx, key);
    if (again) return again;
    const p = await repo.product(tx, input.id);
    if (!p || !p.active) return fail('dual_product_not_found');
    const now = deps.clock.nowSeconds();
    if (!onSale(p, now)) fail('dual_not_on_sale');
    if ((await repo.userShares(tx, userId, p.id)) + input.num > p.user_limit)
      fail('dual_user_limit_exceeded');
    if (!(await repo.takeShares(tx, p.id, input.num))) fail('dual_quota_exceeded');
    const total = mul(p.share_amount, String(input.num));
    const orderId = await repo.nextOrderId(tx);
    const account = await userAccount(tx, userId, investCurrency(p), SPOT);
    const held = await hold(
      tx,
      {
        key: `dual:${orderId}:hold`,
        reason: 'dual_invest',
        refType: 'dual_order',
        refId: orderId,
        actor: `user:${userId}`,
      },
      { accountId: account, amount: total },
    );
    const spot = await tickAtOrBefore(tx, p.currency_id, Number.MAX_SAFE_INTEGER);
    await repo.insertOrder(tx, {
      id: orderId,
      userId,
      productId: p.id,
      number: input.num,
      investCurrencyId: investCurrency(p),
      total,
      rate: p.rate,
      strike: p.exercise_price,
      day: yieldDays(now, p.end_at),
      endAt: p.end_at,
      price: spot?.price ?? null,
      holdId: held.holdId,
      key,
    });
    return orderId;
  });
  const o = must(await repo.order(deps.db, id), `dual order ${id}`);
  deps.realtime.toUser(userId, SOCKET_EVENTS.balance, { currency_id: o.invest_currency_id });
  return orderView(o);
}

export async function ownOrders(
  deps: Deps,
  userId: number,
  f: {
    status?: string | undefined;
    currency?: number | undefined;
    type?: string | undefined;
  } & PageQuery,
): Promise<{ rows: DualOrder[]; total: number }> {
  const { rows, total } = await repo.userOrders(deps.db, userId, {
    status: f.status ?? null,
    currency: f.currency ?? null,
    type: f.type ?? null,
    limit: f.limit,
    offset: (f.page - 1) * f.limit,
  });
  return { rows: rows.map(orderView), total };
}

/**
 * How old the settling tick may be at the settlement time. A feed that stalled before 08:00
 * leaves only an older price in the log; settling from it would pay on a price nobody could
 * trade at the settlement time, so the order waits for a run that finds a recent one (a
 * backfilled tick counts) — never a price made up or taken from after the settlement time.
 */
export const SETTLE_TICK_MAX_AGE_MS = 5 * 60_000;

/**
 * Settles due orders in one transaction from the tick log alone, a few set-based statements
 * whatever the batch size: each order's tick is the one at or just before its settlement time
 * (at most SETTLE_TICK_MAX_AGE_MS before it), stored with the order. The invested amount goes
 * from the hold to the desk; the desk pays the outcome. A second run finds the orders settled
 * and changes nothing.
 */
async function settleBatch(deps: Deps, ids: number[]): Promise<number[]> {
  const done = await deps.db.tx(async (tx) => {
    const orders = await repo.lockHoldingOrders(tx, ids);
    const ticks = await settlementTicks(tx, orders);
    const precision = new Map<number, number>();
    const places = async (currencyId: number) => {
      if (!precision.has(currencyId))
        precision.set(
          currencyId,
          must(await currencyPrecision(tx, currencyId), `currency ${currencyId}`),
        );
      return precision.get(currencyId)!;
    };
    const accounts = new Map<string, number>();
    const account = async (key: string, find: () => Promise<number>) => {
      if (!accounts.has(key)) accounts.set(key, await find());
      return accounts.get(key)!;
    };
    const moves: HoldMove[] = [];
    const payouts: Parameters<typeof postJournals>[1] = [];
    const events: Parameters<typeof notifyMany>[1] = [];
    const settled: Parameters<typeof repo.markSettledMany>[1] = [];
    for (const o of orders) {
      const tick = ticks.get(o.id);
      if (!usableTick(tick, o.end_at * 1000)) continue;
      const out = dualOutcome(
        { type: o.type, total: o.total, strike: o.exercise_price, rate: o.order_rate, day: o.day },
        tick.price,
        { coin: await places(o.currency_id), usdt: await places(USDT) },
      );
      const payoutCurrency = out.pays === 'coin' ? o.currency_id : USDT;
      const meta = { refType: 'dual_order', refId: o.id, actor: ACTOR };
      const desk = (currencyId: number) =>
        account(`dual:${currencyId}`, () => systemAccount(tx, 'dual', currencyId));
      moves.push({
        meta: { ...meta, key: `dual:${o.id}:settle`, reason: 'dual_settle' },
        holdId: o.hold_id,
        legs: [{ accountId: await desk(o.invest_currency_id), amount: o.total }],
      });
      const to = await account(`spot:${o.user_id}:${payoutCurrency}`, () =>
        userAccount(tx, o.user_id, payoutCurrency, SPOT),
      );
      payouts.push({
        meta: { ...meta, key: `dual:${o.id}:payout`, reason: 'dual_payout' },
        postings: [
          { accountId: await desk(payoutCurrency), bucket: 'available', amount: neg(out.amount) },
          { accountId: to, bucket: 'available', amount: out.amount },
        ],
      });
      settled.push({
        id: o.id,
        price: tick.price,
        tickMs: tick.ts,
        payoutCurrencyId: payoutCurrency,
        payout: out.amount,
      });
      events.push({
        userId: o.user_id,
        kind: 'dual_settled',
        params: {
          order_id: o.id,
          name: o.name,
          price: tick.price,
          payout: out.amount,
          currency_id: payoutCurrency,
        },
        eventKey: `dual:${o.id}:settled`,
      });
    }
    await moveHolds(tx, moves);
    await postJournals(tx, payouts);
    await repo.markSettledMany(tx, settled);
    await notifyMany(tx, events);
    return settled.map((x) => ({ userId: orders.find((o) => o.id === x.id)!.user_id, ...x }));
  });
  for (const s of done)
    deps.realtime.toUser(s.userId, SOCKET_EVENTS.balance, { currency_id: s.payoutCurrencyId });
  return done.map((s) => s.id);
}

/** A tick settles an order when it is at most SETTLE_TICK_MAX_AGE_MS older than the settlement time. */
const usableTick = (
  tick: { ts: number; price: string } | undefined,
  settleMs: number,
): tick is { ts: number; price: string } =>
  tick !== undefined && tick.ts >= settleMs - SETTLE_TICK_MAX_AGE_MS;

/** Settles one due order (see `settleBatch`). */
export async function settleOrder(
  deps: Deps,
  id: number,
): Promise<'settled' | 'waiting' | 'skipped'> {
  if ((await settleBatch(deps, [id])).length) return 'settled';
  return (await repo.order(deps.db, id))?.status === 'holding' ? 'waiting' : 'skipped';
}

const BATCH = 200;
const BATCHES_MAX = 25;

/**
 * Settles every order due by `now` (Unix seconds) whose tick is in the log. Which due orders have
 * a usable tick is read for the whole page in one statement, so orders still waiting (a feed
 * that stalled at their settlement time) cost one index lookup a run, not a transaction each.
 */
export async function settleDue(
  deps: Deps,
  now = deps.clock.nowSeconds(),
): Promise<{ settled: number; waiting: number }> {
  let settled = 0;
  const waiting: number[] = [];
  let after = 0;
  for (let batch = 0; batch < BATCHES_MAX; batch++) {
    const due = await repo.dueOrderTerms(deps.db, now, after, BATCH);
    if (!due.length) break;
    after = due[due.length - 1]!.id;
    const ticks = await settlementTicks(deps.db, due);
    const ready = due.filter((o) => usableTick(ticks.get(o.id), o.end_at * 1000)).map((o) => o.id);
    for (const o of due) if (!ready.includes(o.id)) waiting.push(o.id);
    if (ready.length)
      settled += await settleBatch(deps, ready).then(
        (ids) => ids.length,
        async (err: unknown) => {
          // One order's failure must not hold the others back: the batch is tried order by order.
          deps.log.warn({ err, orders: ready.length }, 'dual batch failed; settling one by one');
          let one = 0;
          for (const id of ready) {
            const outcome = await settleOrder(deps, id).catch((e: unknown) => {
              deps.log.error({ err: e, order: id }, 'dual settlement failed');
              return 'waiting' as const;
            });
            if (outcome === 'settled') one++;
          }
          return one;
        },
      );
    if (due.length < BATCH) break;
  }
  if (waiting.length)
    deps.log.warn(
      { waiting: waiting.length, first: waiting.slice(0, 10) },
      'dual settlement waits: no recorded price within the allowed age before the settlement time',
    );
  return { settled, waiting: waiting.length };
}

// ------------------------------------------------------------------ operator

/** The settlement time of a date: 08:00 UTC (docs/domain.md). */
export const SETTLE_HOUR_S = 8 * 3600;

/** Decimal places of a plain decimal string. */
const places = (v: string) => (v.includes('.') ? v.split('.')[1]!.length : 0);

/**
 * What the columns hold: prices and shares under 10^18 (numeric(36, 18)), the rate at most
 * 1000% with 4 decimals (numeric(10, 4)) — a rate the column would round is not what the
 * operator set, so it is refused rather than stored differently.
 */
const fitsColumns = (p: { exercise_price: string; share_amount: string; rate: string }) =>
  cmp(p.exercise_price, AMOUNT_LIMIT) < 0 &&
  cmp(p.share_amount, AMOUNT_LIMIT) < 0 &&
  cmp(p.rate, '1000') <= 0 &&
  places(normal(p.rate)) <= 4;

export async function createProduct(
  deps: Deps,
  actor: AuditActor,
  input: AdminDualProductRequest,
): Promise<{ id: number }> {
  if (input.start_at >= input.end_at || input.end_at % DAY !== SETTLE_HOUR_S || !fitsColumns(input))
    fail('dual_product_invalid');
  return deps.db.tx(async (tx) => {
    const code = await currencyCode(tx, input.currency_id);
    if (!code || !(await repo.hasUsdtInstrument(tx, input.currency_id)))
      return fail('dual_product_invalid');
    const date = new Date(input.end_at * 1000).toISOString().slice(0, 10).replaceAll('-', '');
    const name = `${code}-${date}-${input.exercise_price}-${input.type === 'call' ? 'C' : 'P'}`;
    const id =
      (await repo.insertProduct(tx, {
        name,
        currencyId: input.currency_id,
        type: input.type,
        strike: input.exercise_price,
        rate: input.rate,
        shareAmount: input.share_amount,
        startAt: input.start_at,
        endAt: input.end_at,
        total: input.total_number,
        userLimit: input.user_limit,
      })) ?? fail('dual_product_invalid');
    await recordAudit(tx, actor, {
      action: 'dual.create',
      targetType: 'dual_product',
      targetId: id,
      detail: { after: { ...input, name } },
    });
    return { id };
  });
}

export async function editProduct(
  deps: Deps,
  actor: AuditActor,
  input: AdminDualEditRequest,
): Promise<{ id: number }> {
  return deps.db.tx(async (tx) => {
    const p = (await repo.lockProduct(tx, input.id)) ?? fail('dual_product_not_found');
    return applyEdit(
      tx,
      actor,
      p,
      input,
      repo.PRODUCT_EDITABLE,
      { action: 'dual.edit', targetType: 'dual_product' },
      async (after) => {
        // Shares already sold stay sold: the quota cannot go below them.
        if (after.total_number < p.purchased_number) fail('dual_product_invalid');
        await repo.updateProduct(tx, p.id, after);
      },
    );
  });
}

export interface Dual {
  readonly deps: Deps;
  index(currencyId: number, type: 'call' | 'put'): Promise<{ dual_currencys: DualProduct[] }>;
  detail(id: number): Promise<DualProduct>;
  buy(userId: number, input: DualBuyRequest): Promise<DualOrder>;
  ownOrders(
    userId: number,
    f: Parameters<typeof ownOrders>[2],
  ): Promise<{ rows: DualOrder[]; total: number }>;
  settleDue(now?: number): Promise<{ settled: number; waiting: number }>;
  createProduct(actor: AuditActor, input: AdminDualProductRequest): Promise<{ id: number }>;
  editProduct(actor: AuditActor, input: AdminDualEditRequest): Promise<{ id: number }>;
}

export function createDual(deps: Deps): Dual {
  return {
    deps,
    index: (c, t) => index(deps, c, t),
    detail: (id) => detail(deps, id),
    buy: (userId, input) => buy(deps, userId, input),
    ownOrders: (userId, f) => ownOrders(deps, userId, f),
    settleDue: (now) => settleDue(deps, now),
    createProduct: (actor, input) => createProduct(deps, actor, input),
    editProduct: (actor, input) => editProduct(deps, actor, input),
  };
}
