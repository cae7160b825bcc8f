import type { Queryable } from '../../platform/db';
import { productPage, type ProductStatusFilter } from '../../platform/paging';
import { decimalOf, epochOf, userOrdersOf } from '../../platform/user-orders';
import { pageCurrencyCodes, withCurrencyCodes } from '../market';

export interface ProductRow {
  id: number;
  name: string;
  currency_id: number;
  currency_code: string;
  type: 'call' | 'put';
  exercise_price: string;
  rate: string;
  share_amount: string;
  start_at: number;
  end_at: number;
  total_number: number;
  purchased_number: number;
  user_limit: number;
  active: boolean;
  /** Of the coin's USDT instrument, whose ticks settle the product. */
  price_decimals: number;
}

export interface OrderRow {
  id: number;
  user_id: number;
  product_id: number;
  name: string;
  type: 'call' | 'put';
  currency_id: number;
  currency_code: string;
  number: number;
  invest_currency_id: number;
  invest_currency_code: string;
  total: string;
  order_rate: string;
  exercise_price: string;
  day: number;
  end_at: number;
  price: string | null;
  hold_id: number;
  settle_price: string | null;
  settle_tick_ms: number | null;
  payout_currency_id: number | null;
  payout_currency_code: string | null;
  payout: string | null;
  status: 'holding' | 'settled';
  created_s: number;
  price_decimals: number;
}

/**
 * The price decimals of the instrument whose ticks settle a product (the coin's USDT pair, as
 * `tickAtOrBefore` picks it): strikes and settlement prices are shown at them. 2 when the coin
 * has no such instrument (a strike is then in USDT, shown as money).
 */
const PRICE_DECIMALS = `coalesce((SELECT i.price_decimals FROM instruments i
  WHERE i.currency_id = p.currency_id AND i.quote = 'USDT' ORDER BY i.id LIMIT 1), 2)::int AS price_decimals`;

const PRODUCT_COLUMNS = `p.id, p.name, p.currency_id, p.type,
  trim_scale(p.exercise_price)::text AS exercise_price, trim_scale(p.rate)::text AS rate,
  trim_scale(p.share_amount)::text AS share_amount, p.start_at, p.end_at, p.total_number, p.purchased_number,
  p.user_limit, p.active, ${PRICE_DECIMALS}`;

const ORDER_COLUMNS = `o.id, o.user_id, o.product_id, p.name, p.type, p.currency_id, o.number,
  o.invest_currency_id, trim_scale(o.total)::text AS total,
  trim_scale(o.order_rate)::text AS order_rate, trim_scale(o.exercise_price)::text AS exercise_price, o.day, o.end_at,
  trim_scale(o.price)::text AS price, o.hold_id, trim_scale(o.settle_price)::text AS settle_price, o.settle_tick_ms,
  o.payout_currency_id, trim_scale(o.payout)::text AS payout, o.status,
  extract(epoch FROM o.created_at)::bigint AS created_s, ${PRICE_DECIMALS}`;

const ORDER_FROM = `dual_orders o JOIN dual_products p ON p.id = o.product_id`;

type ProductSelected = Omit<ProductRow, 'currency_code'>;
type OrderSelected = Omit<
  OrderRow,
  'currency_code' | 'invest_currency_code' | 'payout_currency_code'
>;

/** Products with their coin's code, read from the market's catalogue once for all of them. */
async function withProductCodes(q: Queryable, rows: ProductSelected[]): Promise<ProductRow[]> {
  const code = await pageCurrencyCodes(
    q,
    rows.map((r) => r.currency_id),
  );
  return rows.map((r) => ({ ...r, currency_code: code(r.currency_id) }));
}

/** Orders with their coin's, invested and paid-out currencies' codes (one catalogue read). */
async function withOrderCodes(q: Queryable, rows: OrderSelected[]): Promise<OrderRow[]> {
  const code = await pageCurrencyCodes(
    q,
    rows.flatMap((r) => [
      r.currency_id,
      r.invest_currency_id,
      ...(r.payout_currency_id === null ? [] : [r.payout_currency_id]),
    ]),
  );
  return rows.map((r) => ({
    ...r,
    currency_code: code(r.currency_id),
    invest_currency_code: code(r.invest_currency_id),
    payout_currency_code: r.payout_currency_id === null ? null : code(r.payout_currency_id),
  }));
}

export async function products(
  q: Queryable,
  currencyId: number,
  type: string,
  now: number,
): Promise<ProductRow[]> {
  const { rows } = await q.query<ProductSelected>(
    `SELECT ${PRODUCT_COLUMNS} FROM dual_products p
      WHERE p.active AND p.currency_id = $1 AND p.type = $2 AND p.end_at > $3
      ORDER BY p.end_at, p.exercise_price, p.id`,
    [currencyId, type, now],
  );
  return withProductCodes(q, rows);
}

type ConsoleProduct = Omit<
  ProductRow,
  'name' | 'currency_id' | 'currency_code' | 'purchased_number' | 'price_decimals'
> & {
  currency: string;
  sold_number: number;
};

/** Every product for the console, by the console's status filter, newest first. */
export async function consoleProducts(
  q: Queryable,
  status: ProductStatusFilter,
  limit: number,
  offset: number,
): Promise<{ rows: ConsoleProduct[]; total: number }> {
  const page = await productPage<Omit<ConsoleProduct, 'currency'> & { currency_id: number }>(q, {
    select: `SELECT d.id, d.currency_id, d.type, trim_scale(d.exercise_price)::text AS exercise_price,
          trim_scale(d.rate)::text AS rate, trim_scale(d.share_amount)::text AS share_amount,
          d.start_at::float8 AS start_at, d.end_at::float8 AS end_at, d.total_number,
          d.purchased_number AS sold_number, d.user_limit, d.active
     FROM dual_products d`,
    table: 'dual_products',
    alias: 'd',
    active: 'd.active',
    status,
    order: 'd.id DESC',
    limit,
    offset,
  });
  const code = await pageCurrencyCodes(
    q,
    page.rows.map((r) => r.currency_id),
  );
  return {
    rows: page.rows.map(({ id, currency_id, ...r }) => ({ id, currency: code(currency_id), ...r })),
    total: page.total,
  };
}

export async function product(q: Queryable, id: number): Promise<ProductRow | null> {
  const { rows } = await q.query<ProductSelected>(
    `SELECT ${PRODUCT_COLUMNS} FROM dual_products p WHERE p.id = $1`,
    [id],
  );
  return (await withProductCodes(q, rows))[0] ?? null;
}

/** Takes `n` shares of the quota, or nothing when fewer remain (one statement: never oversold). */
export async function takeShares(q: Queryable, id: number, n: number): Promise<boolean> {
  const { rowCount } = await q.query(
    'UPDATE dual_products SET purchased_number = purchased_number + $2 WHERE id = $1 AND purchased_number + $2 <= total_number',
    [id, n],
  );
  return rowCount === 1;
}

export async function userShares(q: Queryable, userId: number, productId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT coalesce(sum(number), 0)::int AS n FROM dual_orders WHERE user_id = $1 AND product_id = $2',
    [userId, productId],
  );
  return rows[0]!.n;
}

export async function nextOrderId(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence('dual_orders', 'id'))::bigint AS id`,
  );
  return rows[0]!.id;
}

export async function orderIdByKey(q: Queryable, key: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    'SELECT id FROM dual_orders WHERE idempotency_key = $1',
    [key],
  );
  return rows[0]?.id ?? null;
}

export async function insertOrder(
  q: Queryable,
  o: {
    id: number;
    userId: number;
    productId: number;
    number: number;
    investCurrencyId: number;
    total: string;
    rate: string;
    strike: string;
    day: number;
    endAt: number;
    price: string | null;
    holdId: number;
    key: string;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO dual_orders (id, user_id, product_id, number, invest_currency_id, total, order_rate, exercise_price, day,
       end_at, price, hold_id, idempotency_key) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      o.id,
      o.userId,
      o.productId,
      o.number,
      o.investCurrencyId,
      o.total,
      o.rate,
      o.strike,
      o.day,
      o.endAt,
      o.price,
      o.holdId,
      o.key,
    ],
  );
}

export async function order(q: Queryable, id: number): Promise<OrderRow | null> {
  const { rows } = await q.query<OrderSelected>(
    `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.id = $1`,
    [id],
  );
  return (await withOrderCodes(q, rows))[0] ?? null;
}

export async function userOrders(
  q: Queryable,
  userId: number,
  f: {
    status: string | null;
    currency: number | null;
    type: string | null;
    limit: number;
    offset: number;
  },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = `o.user_id = $1 AND ($2::text IS NULL OR o.status = $2) AND ($3::int IS NULL OR p.currency_id = $3)
    AND ($4::text IS NULL OR p.type = $4)`;
  const params = [userId, f.status, f.currency, f.type];
  const { rows } = await q.query<OrderSelected>(
    `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE ${where} ORDER BY o.id DESC LIMIT $5 OFFSET $6`,
    [...params, f.limit, f.offset],
  );
  const count = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM dual_orders o JOIN dual_products p ON p.id = o.product_id WHERE ${where}`,
    params,
  );
  return { rows: await withOrderCodes(q, rows), total: count.rows[0]!.n };
}

/** Due holding orders after a cursor, by id, with what deciding them needs (not locked). */
export async function dueOrderTerms(
  q: Queryable,
  now: number,
  after: number,
  limit: number,
): Promise<Array<{ id: number; currency_id: number; end_at: number }>> {
  const { rows } = await q.query<{ id: number; currency_id: number; end_at: number }>(
    `SELECT o.id, p.currency_id, o.end_at FROM dual_orders o JOIN dual_products p ON p.id = o.product_id
      WHERE o.status = 'holding' AND o.end_at <= $1 AND o.id > $2 ORDER BY o.id LIMIT $3`,
    [now, after, limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    currency_id: r.currency_id,
    end_at: Number(r.end_at),
  }));
}

/** The holding orders among `ids`, locked, in id order. */
export async function lockHoldingOrders(q: Queryable, ids: number[]): Promise<OrderRow[]> {
  const { rows } = await q.query<OrderSelected>(
    `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM}
      WHERE o.id = ANY($1::bigint[]) AND o.status = 'holding' ORDER BY o.id FOR UPDATE OF o`,
    [ids],
  );
  return withOrderCodes(q, rows);
}

/** `markSettled` of many orders in one statement. */
export async function markSettledMany(
  q: Queryable,
  settled: Array<{
    id: number;
    price: string;
    tickMs: number;
    payoutCurrencyId: number;
    payout: string;
  }>,
): Promise<void> {
  if (!settled.length) return;
  await q.query(
    `UPDATE dual_orders o SET status = 'settled', settle_price = v.price, settle_tick_ms = v.ts,
            payout_currency_id = v.pc, payout = v.payout, settled_at = now()
       FROM unnest($1::bigint[], $2::numeric[], $3::bigint[], $4::int[], $5::numeric[]) AS v(id, price, ts, pc, payout)
      WHERE o.id = v.id AND o.status = 'holding'`,
    [
      settled.map((x) => x.id),
      settled.map((x) => x.price),
      settled.map((x) => x.tickMs),
      settled.map((x) => x.payoutCurrencyId),
      settled.map((x) => x.payout),
    ],
  );
}

// ------------------------------------------------------------------ operator

export async function hasUsdtInstrument(q: Queryable, currencyId: number): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM instruments WHERE currency_id = $1 AND quote = 'USDT'`,
    [currencyId],
  );
  return rows.length > 0;
}

export async function insertProduct(
  q: Queryable,
  p: {
    name: string;
    currencyId: number;
    type: string;
    strike: string;
    rate: string;
    shareAmount: string;
    startAt: number;
    endAt: number;
    total: number;
    userLimit: number;
  },
): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO dual_products (name, currency_id, type, exercise_price, rate, share_amount, start_at, end_at,
       total_number, user_limit) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (name) DO NOTHING RETURNING id`,
    [
      p.name,
      p.currencyId,
      p.type,
      p.strike,
      p.rate,
      p.shareAmount,
      p.startAt,
      p.endAt,
      p.total,
      p.userLimit,
    ],
  );
  return rows[0]?.id ?? null;
}

export async function lockProduct(q: Queryable, id: number): Promise<ProductRow | null> {
  await q.query('SELECT id FROM dual_products WHERE id = $1 FOR UPDATE', [id]);
  return product(q, id);
}

/** What an operator may change of a product once it is on sale. */
export const PRODUCT_EDITABLE = ['total_number', 'user_limit', 'active'] as const;

export async function updateProduct(
  q: Queryable,
  id: number,
  f: Pick<ProductRow, (typeof PRODUCT_EDITABLE)[number]>,
): Promise<void> {
  await q.query(
    'UPDATE dual_products SET total_number = $2, user_limit = $3, active = $4 WHERE id = $1',
    [id, f.total_number, f.user_limit, f.active],
  );
}

export async function productExists(
  q: Queryable,
  p: { currencyId: number; type: string; strike: string; endAt: number },
): Promise<boolean> {
  const { rows } = await q.query(
    'SELECT 1 FROM dual_products WHERE currency_id = $1 AND type = $2 AND exercise_price = $3 AND end_at = $4',
    [p.currencyId, p.type, p.strike, p.endAt],
  );
  return rows.length > 0;
}

/** A user's orders: the console's drill-down (read only, the shape every product fits). */
export const consoleOrders = userOrdersOf(
  `SELECT o.id, ${epochOf('o.created_at')} AS created_at, pr.name AS instrument, pr.type AS side,
      ${decimalOf('o.total')} AS amount, o.total AS amount_n, o.invest_currency_id::text AS currency,
      ${decimalOf('o.exercise_price')} AS price, ${decimalOf('o.payout')} AS result, o.status, o.user_id AS uid
    FROM dual_orders o JOIN dual_products pr ON pr.id = o.product_id`,
  withCurrencyCodes,
);
