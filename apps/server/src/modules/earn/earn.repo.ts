import { EARN_ORDER_STATUS, EARN_PRODUCT_STATUS, type EarnKind } from '@tidemark/contracts';
import type { Queryable } from '../../platform/db';
import { productPage, type ProductStatusFilter } from '../../platform/paging';
import { decimalOf, epochOf, userOrdersOf } from '../../platform/user-orders';
import { must } from '../../platform/assert';
import { currencyPriceTerms, pageCurrencyCodes, withCurrencyCodes } from '../market';

/** The currency a product or order is paid in and the one it pays out in, with their places. */
interface Currencies {
  currency_id: number;
  currency_code: string;
  currency_precision: number;
  payout_currency_id: number;
  payout_code: string;
  payout_precision: number;
}

/** A product or order as selected: its currencies' ids, their codes and places not yet read. */
type Selected<R extends Currencies> = Omit<
  R,
  'currency_code' | 'currency_precision' | 'payout_code' | 'payout_precision'
>;

/**
 * Products or orders with their currencies' codes and places, read from the market's catalogue
 * in one statement for all of them (none for no rows).
 */
async function withCurrencies<R extends Currencies>(
  q: Queryable,
  rows: Array<Selected<R>>,
): Promise<R[]> {
  if (!rows.length) return [];
  const terms = await currencyPriceTerms(q, [
    ...new Set(rows.flatMap((r) => [Number(r.currency_id), Number(r.payout_currency_id)])),
  ]);
  const of = (id: number) => must(terms.get(Number(id)), `currency ${id} is in the catalogue`);
  return rows.map((r) => {
    const c = of(r.currency_id);
    const pc = of(r.payout_currency_id);
    return {
      ...r,
      currency_code: c.code,
      currency_precision: c.precision,
      payout_code: pc.code,
      payout_precision: pc.precision,
    } as R;
  });
}

export interface ProductRow extends Currencies {
  id: number;
  kind: EarnKind;
  name: string;
  intro: string;
  term_days: number;
  min_amount: string;
  max_amount: string;
  quota_total: string;
  quota_left: string;
  user_cap: string;
  annual_rate: string | null;
  early_fee_rate: string;
  unit_price: string | null;
  sale_start_ms: number | null;
  sale_end_ms: number | null;
  status: number;
  tiers: Array<{ min_amount: string; daily_rate: string }>;
  /** Cloud: the yield in force today and the day it was set. */
  cloud_yield: string | null;
  cloud_yield_day: string | null;
}

const PRODUCT_COLUMNS = `p.id, p.kind, p.name, p.intro, p.currency_id, p.payout_currency_id, p.term_days,
  trim_scale(p.min_amount)::text AS min_amount, trim_scale(p.max_amount)::text AS max_amount,
  trim_scale(p.quota_total)::text AS quota_total, trim_scale(p.quota_left)::text AS quota_left,
  trim_scale(p.user_cap)::text AS user_cap, trim_scale(p.annual_rate)::text AS annual_rate,
  trim_scale(p.early_fee_rate)::text AS early_fee_rate, trim_scale(p.unit_price)::text AS unit_price,
  (extract(epoch FROM p.sale_start) * 1000)::float8 AS sale_start_ms,
  (extract(epoch FROM p.sale_end) * 1000)::float8 AS sale_end_ms, p.status,
  coalesce((SELECT json_agg(json_build_object('min_amount', trim_scale(t.min_amount)::text,
                                              'daily_rate', trim_scale(t.daily_rate)::text)
                            ORDER BY t.min_amount)
              FROM earn_product_tiers t WHERE t.product_id = p.id), '[]'::json) AS tiers,
  (SELECT trim_scale(y.yield_per_unit)::text FROM earn_cloud_yields y
    WHERE y.product_id = p.id AND y.day <= $1::date ORDER BY y.day DESC LIMIT 1) AS cloud_yield,
  (SELECT to_char(y.day, 'YYYY-MM-DD') FROM earn_cloud_yields y
    WHERE y.product_id = p.id AND y.day <= $1::date ORDER BY y.day DESC LIMIT 1) AS cloud_yield_day`;
const PRODUCT_FROM = `FROM earn_products p`;

/** Listed products of a kind (every kind without one), in display order; `today` picks the cloud yield. */
export async function listProducts(
  q: Queryable,
  today: string,
  kind: EarnKind | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = `WHERE p.status = ${EARN_PRODUCT_STATUS.listed} AND ($2::text IS NULL OR p.kind = $2)`;
  const { rows } = await q.query<Selected<ProductRow>>(
    `SELECT ${PRODUCT_COLUMNS} ${PRODUCT_FROM} ${where} ORDER BY p.kind, p.sort_order, p.id LIMIT $3 OFFSET $4`,
    [today, kind ?? null, limit, offset],
  );
  const count = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM earn_products p WHERE p.status = ${EARN_PRODUCT_STATUS.listed} AND ($1::text IS NULL OR p.kind = $1)`,
    [kind ?? null],
  );
  return { rows: await withCurrencies<ProductRow>(q, rows), total: count.rows[0]!.n };
}

/** Every product for the console, listed (status 1) or not, by the console's status filter. */
export async function allProducts(
  q: Queryable,
  today: string,
  status: ProductStatusFilter,
  limit: number,
  offset: number,
): Promise<{ rows: ProductRow[]; total: number }> {
  const page = await productPage<Selected<ProductRow>>(q, {
    select: `SELECT ${PRODUCT_COLUMNS} ${PRODUCT_FROM}`,
    table: 'earn_products',
    alias: 'p',
    active: `p.status = ${EARN_PRODUCT_STATUS.listed}`,
    status,
    order: 'p.kind, p.sort_order, p.id',
    params: [today],
    limit,
    offset,
  });
  return { rows: await withCurrencies<ProductRow>(q, page.rows), total: page.total };
}

export async function product(q: Queryable, id: number, today: string): Promise<ProductRow | null> {
  const { rows } = await q.query<Selected<ProductRow>>(
    `SELECT ${PRODUCT_COLUMNS} ${PRODUCT_FROM} WHERE p.id = $2`,
    [today, id],
  );
  return (await withCurrencies<ProductRow>(q, rows))[0] ?? null;
}

export async function productIdByName(q: Queryable, name: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM earn_products WHERE name = $1', [
    name,
  ]);
  return rows[0]?.id ?? null;
}

export interface NewProduct {
  kind: EarnKind;
  name: string;
  intro?: string;
  currency_id: number;
  payout_currency_id: number;
  term_days: number;
  min_amount: string;
  max_amount: string;
  quota_total: string;
  user_cap: string;
  annual_rate?: string | null;
  early_fee_rate?: string;
  unit_price?: string | null;
  sale_start?: Date | null;
  sale_end?: Date | null;
  sort_order?: number;
  tiers?: Array<{ min_amount: string; daily_rate: string }>;
}

export async function insertProduct(q: Queryable, p: NewProduct): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO earn_products (kind, name, intro, currency_id, payout_currency_id, term_days,
       min_amount, max_amount, quota_total, quota_left, user_cap, annual_rate, early_fee_rate,
       unit_price, sale_start, sale_end, sort_order)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
    [
      p.kind,
      p.name,
      p.intro ?? '',
      p.currency_id,
      p.payout_currency_id,
      p.term_days,
      p.min_amount,
      p.max_amount,
      p.quota_total,
      p.user_cap,
      p.annual_rate ?? null,
      p.early_fee_rate ?? '0.005',
      p.unit_price ?? null,
      p.sale_start ?? null,
      p.sale_end ?? null,
      p.sort_order ?? 0,
    ],
  );
  const id = rows[0]!.id;
  for (const t of p.tiers ?? [])
    await q.query(
      'INSERT INTO earn_product_tiers (product_id, min_amount, daily_rate) VALUES ($1, $2, $3)',
      [id, t.min_amount, t.daily_rate],
    );
  return id;
}

export async function setCloudYield(
  q: Queryable,
  productId: number,
  day: string,
  yieldPerUnit: string,
  setBy: string,
): Promise<string | null> {
  const before = await q.query<{ y: string }>(
    'SELECT trim_scale(yield_per_unit)::text AS y FROM earn_cloud_yields WHERE product_id = $1 AND day = $2',
    [productId, day],
  );
  await q.query(
    `INSERT INTO earn_cloud_yields (product_id, day, yield_per_unit, set_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (product_id, day) DO UPDATE SET yield_per_unit = EXCLUDED.yield_per_unit,
       set_by = EXCLUDED.set_by, created_at = now()`,
    [productId, day, yieldPerUnit, setBy],
  );
  return before.rows[0]?.y ?? null;
}

/**
 * The yield each (cloud product, day) pays: the latest set on or before the day ('0' when none).
 * Keyed `product:day`.
 */
export async function cloudYieldsFor(
  q: Queryable,
  pairs: ReadonlyArray<{ productId: number; day: string }>,
): Promise<Map<string, string>> {
  const { rows } = await q.query<{ product_id: number; day: string; y: string | null }>(
    `SELECT v.product_id, to_char(v.day, 'YYYY-MM-DD') AS day,
            (SELECT trim_scale(yield_per_unit)::text FROM earn_cloud_yields y
              WHERE y.product_id = v.product_id AND y.day <= v.day ORDER BY y.day DESC LIMIT 1) AS y
       FROM unnest($1::bigint[], $2::date[]) AS v(product_id, day)`,
    [pairs.map((p) => p.productId), pairs.map((p) => p.day)],
  );
  return new Map(rows.map((r) => [`${r.product_id}:${r.day}`, r.y ?? '0']));
}

/** Takes `amount` of the quota if that much is left; false (nothing changed) otherwise. */
export async function takeQuota(q: Queryable, productId: number, amount: string): Promise<boolean> {
  const r = await q.query(
    'UPDATE earn_products SET quota_left = quota_left - $2 WHERE id = $1 AND quota_left >= $2',
    [productId, amount],
  );
  return r.rowCount === 1;
}

export async function returnQuota(q: Queryable, productId: number, amount: string): Promise<void> {
  await q.query(
    'UPDATE earn_products SET quota_left = least(quota_total, quota_left + $2) WHERE id = $1',
    [productId, amount],
  );
}

/** What a user holds now in a product (active orders' amounts). */
export async function userHeld(q: Queryable, userId: number, productId: number): Promise<string> {
  const { rows } = await q.query<{ s: string }>(
    `SELECT trim_scale(coalesce(sum(amount), 0))::text AS s FROM earn_orders
      WHERE user_id = $1 AND product_id = $2 AND status = ${EARN_ORDER_STATUS.active}`,
    [userId, productId],
  );
  return rows[0]!.s;
}

export interface OrderRow extends Currencies {
  id: number;
  user_id: number;
  product_id: number;
  product_name: string;
  kind: EarnKind;
  amount: string;
  units: number | null;
  daily_rate: string | null;
  annual_rate: string | null;
  early_fee_rate: string;
  term_days: number;
  bought_day: string;
  next_day: string;
  pay_until: string | null;
  total_interest: string;
  status: number;
  is_cancel: boolean;
  withdraw_amount: string | null;
  created_at_ms: number;
}

const ORDER_COLUMNS = `o.id, o.user_id, o.product_id, p.name AS product_name, o.kind, o.currency_id,
  o.payout_currency_id, trim_scale(o.amount)::text AS amount,
  o.units, trim_scale(o.daily_rate)::text AS daily_rate, trim_scale(o.annual_rate)::text AS annual_rate,
  trim_scale(o.early_fee_rate)::text AS early_fee_rate, o.term_days,
  to_char(o.bought_day, 'YYYY-MM-DD') AS bought_day, to_char(o.next_day, 'YYYY-MM-DD') AS next_day,
  to_char(o.pay_until, 'YYYY-MM-DD') AS pay_until, trim_scale(o.total_interest)::text AS total_interest,
  o.status, o.is_cancel, trim_scale(o.withdraw_amount)::text AS withdraw_amount,
  (extract(epoch FROM o.created_at) * 1000)::float8 AS created_at_ms`;
const ORDER_FROM = `FROM earn_orders o JOIN earn_products p ON p.id = o.product_id`;

/** The orders of `ids`, locked for the caller's transaction in id order. */
export async function ordersForUpdate(q: Queryable, ids: readonly number[]): Promise<OrderRow[]> {
  const { rows } = await q.query<Selected<OrderRow>>(
    `SELECT ${ORDER_COLUMNS} ${ORDER_FROM} WHERE o.id = ANY($1::bigint[]) ORDER BY o.id FOR UPDATE OF o`,
    [ids],
  );
  return withCurrencies<OrderRow>(q, rows);
}

/** One order; with `lock` its row stays locked for the caller's transaction. */
export async function order(
  q: Queryable,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<OrderRow | null> {
  const { rows } = await q.query<Selected<OrderRow>>(
    `SELECT ${ORDER_COLUMNS} ${ORDER_FROM} WHERE o.id = $1${opts.lock ? ' FOR UPDATE OF o' : ''}`,
    [id],
  );
  return (await withCurrencies<OrderRow>(q, rows))[0] ?? null;
}

export async function orderByKey(
  q: Queryable,
  userId: number,
  key: string,
): Promise<OrderRow | null> {
  const { rows } = await q.query<Selected<OrderRow>>(
    `SELECT ${ORDER_COLUMNS} ${ORDER_FROM} WHERE o.user_id = $1 AND o.idempotency_key = $2`,
    [userId, key],
  );
  return (await withCurrencies<OrderRow>(q, rows))[0] ?? null;
}

export async function flexibleHolding(
  q: Queryable,
  userId: number,
  productId: number,
  annualRate: string,
): Promise<OrderRow | null> {
  const { rows } = await q.query<Selected<OrderRow>>(
    `SELECT ${ORDER_COLUMNS} ${ORDER_FROM}
      WHERE o.user_id = $1 AND o.product_id = $2 AND o.kind = 'flexible' AND o.status = ${EARN_ORDER_STATUS.active}
        AND o.annual_rate = $3 FOR UPDATE OF o`,
    [userId, productId, annualRate],
  );
  return (await withCurrencies<OrderRow>(q, rows))[0] ?? null;
}

export async function listOrders(
  q: Queryable,
  userId: number,
  filter: { kind?: EarnKind; status?: number },
  limit: number,
  offset: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = `WHERE o.user_id = $1 AND ($2::text IS NULL OR o.kind = $2) AND ($3::int IS NULL OR o.status = $3)`;
  const params = [userId, filter.kind ?? null, filter.status ?? null];
  const { rows } = await q.query<Selected<OrderRow>>(
    `SELECT ${ORDER_COLUMNS} ${ORDER_FROM} ${where} ORDER BY o.id DESC LIMIT $4 OFFSET $5`,
    [...params, limit, offset],
  );
  const count = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM earn_orders o ${where}`,
    params,
  );
  return { rows: await withCurrencies<OrderRow>(q, rows), total: count.rows[0]!.n };
}

export async function activeOrders(q: Queryable, userId: number): Promise<OrderRow[]> {
  const { rows } = await q.query<Selected<OrderRow>>(
    `SELECT ${ORDER_COLUMNS} ${ORDER_FROM} WHERE o.user_id = $1 AND o.status = ${EARN_ORDER_STATUS.active} ORDER BY o.id DESC LIMIT 500`,
    [userId],
  );
  return withCurrencies<OrderRow>(q, rows);
}

/** A new order: the stored fields of its row, with the client's key and the time it is made. */
export type NewOrder = Pick<
  OrderRow,
  | 'user_id'
  | 'product_id'
  | 'kind'
  | 'currency_id'
  | 'payout_currency_id'
  | 'amount'
  | 'units'
  | 'daily_rate'
  | 'annual_rate'
  | 'early_fee_rate'
  | 'term_days'
  | 'bought_day'
  | 'next_day'
  | 'pay_until'
> & { idempotency_key: string | null; created_at: Date };

export async function insertOrder(q: Queryable, o: NewOrder): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO earn_orders (user_id, product_id, kind, currency_id, payout_currency_id, amount,
       units, daily_rate, annual_rate, early_fee_rate, term_days, bought_day, next_day, pay_until,
       idempotency_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
    [
      o.user_id,
      o.product_id,
      o.kind,
      o.currency_id,
      o.payout_currency_id,
      o.amount,
      o.units,
      o.daily_rate,
      o.annual_rate,
      o.early_fee_rate,
      o.term_days,
      o.bought_day,
      o.next_day,
      o.pay_until,
      o.idempotency_key,
      o.created_at,
    ],
  );
  return Number(rows[0]!.id);
}

export async function setAmount(q: Queryable, id: number, amount: string): Promise<void> {
  await q.query('UPDATE earn_orders SET amount = $2 WHERE id = $1', [id, amount]);
}

export async function finishOrder(
  q: Queryable,
  id: number,
  f: { withdraw: string | null; isCancel: boolean; payUntil: string | null; at: Date },
): Promise<void> {
  await q.query(
    `UPDATE earn_orders SET status = ${EARN_ORDER_STATUS.finished}, is_cancel = $2, withdraw_amount = $3,
            pay_until = coalesce($4::date, pay_until), finished_at = $5 WHERE id = $1`,
    [id, f.isCancel, f.withdraw, f.payUntil, f.at],
  );
}

export async function insertMove(
  q: Queryable,
  m: {
    orderId: number;
    userId: number;
    at: Date;
    delta: string;
    balanceAfter: string;
    key: string | null;
  },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO earn_flexible_moves (order_id, user_id, at, delta, balance_after, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [m.orderId, m.userId, m.at, m.delta, m.balanceAfter, m.key],
  );
  return Number(rows[0]!.id);
}

/** The holding a user's subscription or redemption with this key went to, if it was made. */
export async function moveByKey(q: Queryable, userId: number, key: string): Promise<number | null> {
  const { rows } = await q.query<{ order_id: number }>(
    'SELECT order_id FROM earn_flexible_moves WHERE user_id = $1 AND idempotency_key = $2',
    [userId, key],
  );
  return rows[0] ? Number(rows[0].order_id) : null;
}

/**
 * The smallest balance each flexible holding had through its UTC day: what it held when the day
 * began, and after each subscription or redemption during it. Keyed by order id.
 */
export async function minBalancesThrough(
  q: Queryable,
  pairs: ReadonlyArray<{ orderId: number; day: string }>,
): Promise<Map<number, string>> {
  const { rows } = await q.query<{ order_id: number; m: string }>(
    `SELECT v.order_id, trim_scale(least(
        coalesce((SELECT balance_after FROM earn_flexible_moves
                   WHERE order_id = v.order_id AND at < v.day::timestamp AT TIME ZONE 'UTC'
                   ORDER BY at DESC, id DESC LIMIT 1), 0),
        coalesce((SELECT min(balance_after) FROM earn_flexible_moves
                   WHERE order_id = v.order_id AND at >= v.day::timestamp AT TIME ZONE 'UTC'
                     AND at < (v.day + 1)::timestamp AT TIME ZONE 'UTC'), 'Infinity'::numeric)
      ))::text AS m
       FROM unnest($1::bigint[], $2::date[]) AS v(order_id, day)`,
    [pairs.map((p) => p.orderId), pairs.map((p) => p.day)],
  );
  return new Map(rows.map((r) => [Number(r.order_id), r.m]));
}

/**
 * Orders with an unpaid day before `today`, after id `after`: the next day to pay is before
 * today and before the order's end.
 */
export async function dueOrders(
  q: Queryable,
  today: string,
  after: number,
  limit: number,
): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id FROM earn_orders
      WHERE next_day < $1::date AND (pay_until IS NULL OR next_day < pay_until) AND id > $2
      ORDER BY id LIMIT $3`,
    [today, after, limit],
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Claims each (order, day): the orders whose day was not paid before (a day already claimed is
 * left as it was). Each order once in `rows`.
 */
export async function claimIncomes(
  q: Queryable,
  rows: ReadonlyArray<{ orderId: number; day: string; amount: string; currencyId: number }>,
  at: Date,
): Promise<Set<number>> {
  const r = await q.query<{ order_id: number }>(
    `INSERT INTO earn_income (order_id, day, amount, currency_id, created_at)
     SELECT o, d, a, c, $5 FROM unnest($1::bigint[], $2::date[], $3::numeric[], $4::int[]) AS v(o, d, a, c)
     ON CONFLICT (order_id, day) DO NOTHING RETURNING order_id`,
    [
      rows.map((x) => x.orderId),
      rows.map((x) => x.day),
      rows.map((x) => x.amount),
      rows.map((x) => x.currencyId),
      at,
    ],
  );
  return new Set(r.rows.map((x) => Number(x.order_id)));
}

/** Moves each order to its next unpaid day and adds what was paid to its total. */
export async function advanceOrders(
  q: Queryable,
  rows: ReadonlyArray<{ id: number; nextDay: string; income: string }>,
): Promise<void> {
  await q.query(
    `UPDATE earn_orders o SET next_day = v.next_day, total_interest = o.total_interest + v.income
       FROM unnest($1::bigint[], $2::date[], $3::numeric[]) AS v(id, next_day, income) WHERE o.id = v.id`,
    [rows.map((x) => x.id), rows.map((x) => x.nextDay), rows.map((x) => x.income)],
  );
}

/** `finishOrder` at term for many orders (not cancelled, end day unchanged). */
export async function finishOrdersAtTerm(
  q: Queryable,
  rows: ReadonlyArray<{ id: number; withdraw: string | null }>,
  at: Date,
): Promise<void> {
  if (!rows.length) return;
  await q.query(
    `UPDATE earn_orders o SET status = ${EARN_ORDER_STATUS.finished}, is_cancel = false, withdraw_amount = v.withdraw, finished_at = $3
       FROM unnest($1::bigint[], $2::numeric[]) AS v(id, withdraw) WHERE o.id = v.id`,
    [rows.map((x) => x.id), rows.map((x) => x.withdraw), at],
  );
}

export interface IncomeRow {
  id: number;
  order_id: number;
  day: string;
  amount: string;
  currency_code: string;
  created_at_ms: number;
}

export async function incomeOf(
  q: Queryable,
  orderId: number,
  limit: number,
  offset: number,
): Promise<{ rows: IncomeRow[]; total: number }> {
  const { rows: selected } = await q.query<
    Omit<IncomeRow, 'currency_code'> & { currency_id: number }
  >(
    `SELECT i.id, i.order_id, to_char(i.day, 'YYYY-MM-DD') AS day, trim_scale(i.amount)::text AS amount,
            i.currency_id, (extract(epoch FROM i.created_at) * 1000)::float8 AS created_at_ms
       FROM earn_income i
      WHERE i.order_id = $1 ORDER BY i.day DESC LIMIT $2 OFFSET $3`,
    [orderId, limit, offset],
  );
  const code = await pageCurrencyCodes(
    q,
    selected.map((r) => r.currency_id),
  );
  const rows = selected.map(({ currency_id, created_at_ms, ...r }) => ({
    ...r,
    currency_code: code(currency_id),
    created_at_ms,
  }));
  const count = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM earn_income WHERE order_id = $1',
    [orderId],
  );
  return { rows, total: count.rows[0]!.n };
}

/** The currency table's reference price in USDT, for valuations before the first tick. */
export { tablePrice } from '../market';

/** Locks a product row for an operator's change (purchases wait for it). */
export async function lockProduct(q: Queryable, id: number): Promise<void> {
  await q.query('SELECT id FROM earn_products WHERE id = $1 FOR UPDATE', [id]);
}

const PRODUCT_TERMS = [
  'status',
  'min_amount',
  'max_amount',
  'quota_total',
  'quota_left',
  'user_cap',
  'annual_rate',
  'early_fee_rate',
] as const;
/** The terms of a product an operator edits. */
export type ProductTerms = Pick<ProductRow, (typeof PRODUCT_TERMS)[number]>;
/** A product's terms as they stand (what an edit's audit record keeps as before). */
export const termsOf = (p: ProductRow): ProductTerms =>
  Object.fromEntries(PRODUCT_TERMS.map((k) => [k, p[k]])) as ProductTerms;

export async function updateProduct(q: Queryable, id: number, t: ProductTerms): Promise<void> {
  await q.query(
    `UPDATE earn_products SET status = $2, min_amount = $3, max_amount = $4, quota_total = $5,
            quota_left = $6, user_cap = $7, annual_rate = $8, early_fee_rate = $9 WHERE id = $1`,
    [
      id,
      t.status,
      t.min_amount,
      t.max_amount,
      t.quota_total,
      t.quota_left,
      t.user_cap,
      t.annual_rate,
      t.early_fee_rate,
    ],
  );
}

export async function replaceTiers(
  q: Queryable,
  id: number,
  tiers: Array<{ min_amount: string; daily_rate: string }>,
): Promise<void> {
  await q.query('DELETE FROM earn_product_tiers WHERE product_id = $1', [id]);
  for (const t of tiers)
    await q.query(
      'INSERT INTO earn_product_tiers (product_id, min_amount, daily_rate) VALUES ($1, $2, $3)',
      [id, t.min_amount, t.daily_rate],
    );
}

/**
 * Principal the platform keeps for users in the `earn` custody account: the amount of every
 * active lock or flexible order, per user, currency and kind (all users, or one). A cloud
 * contract is a purchase (nothing of it comes back), so it is not owed.
 */
export async function principalsHeld(
  q: Queryable,
  userId: number | null,
): Promise<
  Array<{ user_id: number; currency_id: number; kind: 'lock' | 'flexible'; amount: string }>
> {
  const { rows } = await q.query<{
    user_id: number;
    currency_id: number;
    kind: 'lock' | 'flexible';
    amount: string;
  }>(
    `SELECT user_id, currency_id, kind, trim_scale(sum(amount))::text AS amount FROM earn_orders
      WHERE status = ${EARN_ORDER_STATUS.active} AND kind IN ('lock', 'flexible') AND ($1::bigint IS NULL OR user_id = $1)
      GROUP BY user_id, currency_id, kind HAVING sum(amount) <> 0`,
    [userId],
  );
  return rows.map((r) => ({ ...r, user_id: Number(r.user_id) }));
}

/** A user's orders: the console's drill-down (read only, the shape every product fits). */
export const consoleOrders = userOrdersOf(
  `SELECT o.id, ${epochOf('o.created_at')} AS created_at, pr.name AS instrument, o.kind AS side,
      ${decimalOf('o.amount')} AS amount, o.amount AS amount_n, o.currency_id::text AS currency, ${decimalOf('o.annual_rate')} AS price,
      ${decimalOf('o.total_interest')} AS result, CASE o.status WHEN ${EARN_ORDER_STATUS.active} THEN 'holding' ELSE 'finished' END AS status,
      o.user_id AS uid
    FROM earn_orders o JOIN earn_products pr ON pr.id = o.product_id`,
  withCurrencyCodes,
);
