import { SPOT_SIDE, SPOT_STATUS } from '@tidemark/contracts';
import { must } from '../../platform/assert';
import type { Queryable } from '../../platform/db';
import { decimalOf, epochOf, userOrdersOf } from '../../platform/user-orders';
import { pairSwitch } from '../../platform/pair-switch';
import { currencyList } from '../market';

export interface PairRow {
  instrument_id: number;
  symbol: string;
  base: string;
  quote: string;
  currency_id: number;
  legal_id: number;
  tick_size: string;
  price_decimals: number;
  qty_step: string;
  min_qty: string;
  max_qty: string;
  min_notional: string;
  maker_level_qty: string;
  maker_inventory: string;
  start_price: string;
  base_precision: number;
  quote_precision: number;
  can_trade: boolean;
}

export async function pairs(q: Queryable): Promise<PairRow[]> {
  const { rows } = await q.query<Omit<PairRow, 'base_precision' | 'quote_precision' | 'can_trade'>>(
    `SELECT p.instrument_id, i.symbol, i.base, i.quote, i.currency_id, i.legal_id, trim_scale(i.tick_size)::text AS tick_size,
            i.price_decimals, trim_scale(p.qty_step)::text AS qty_step, trim_scale(p.min_qty)::text AS min_qty,
            trim_scale(p.max_qty)::text AS max_qty, trim_scale(p.min_notional)::text AS min_notional,
            trim_scale(p.maker_level_qty)::text AS maker_level_qty, trim_scale(p.maker_inventory)::text AS maker_inventory,
            trim_scale(i.start_price)::text AS start_price
       FROM spot_pairs p JOIN instruments i ON i.id = p.instrument_id
      WHERE p.active AND i.active ORDER BY i.sort_order`,
  );
  // Both currencies' places and whether they trade, from market's catalogue in one read; a pair
  // whose currency the catalogue does not hold is left out.
  const catalogue = new Map((await currencyList(q)).map((c) => [Number(c.id), c]));
  return rows.flatMap((r) => {
    const base = catalogue.get(Number(r.currency_id));
    const quote = catalogue.get(Number(r.legal_id));
    if (!base || !quote) return [];
    return [
      {
        ...r,
        base_precision: base.precision,
        quote_precision: quote.precision,
        can_trade: base.can_trade && quote.can_trade,
      },
    ];
  });
}

/** An order as the engine reads it. */
export interface OrderRow {
  id: number;
  user_id: number | null;
  instrument_id: number;
  side: 1 | 2;
  kind: 'limit' | 'market';
  price: string;
  amount: string;
  filled: string;
  filled_quote: string;
  fee: string;
  fee_rate: string;
  status: 1 | 2 | 3;
  hold_id: number;
  cancel_requested: boolean;
  /** A market buy by total: the quote to spend (its `amount` is a cap until the engine takes it). */
  quote_qty: string | null;
}

const ORDER_COLUMNS = `id, user_id, instrument_id, side, kind, trim_scale(price)::text AS price, trim_scale(amount)::text AS amount,
  trim_scale(filled)::text AS filled, trim_scale(filled_quote)::text AS filled_quote, trim_scale(fee)::text AS fee,
  trim_scale(fee_rate)::text AS fee_rate, status, hold_id, cancel_requested, trim_scale(quote_qty)::text AS quote_qty`;

/** Waiting for the engine: accepted and not taken (a stop-limit only once triggered), or a cancel asked for. */
const PENDING = `status = ${SPOT_STATUS.open} AND ((engine_seq IS NULL AND stop_state IS DISTINCT FROM 'waiting') OR cancel_requested)`;

/** Resting orders in the engine's order: the book is rebuilt from these. */
export async function restingOrders(q: Queryable, instrumentId: number): Promise<OrderRow[]> {
  const { rows } = await q.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM spot_orders WHERE instrument_id = $1 AND status = ${SPOT_STATUS.open} AND engine_seq IS NOT NULL ORDER BY engine_seq`,
    [instrumentId],
  );
  return rows;
}

/** Orders committed but not yet matched, and cancel requests, oldest first. */
export async function pendingOrders(
  q: Queryable,
  instrumentId: number,
  limit: number,
): Promise<OrderRow[]> {
  const { rows } = await q.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM spot_orders
      WHERE instrument_id = $1 AND ${PENDING}
      ORDER BY id LIMIT $2 FOR UPDATE`,
    [instrumentId, limit],
  );
  return rows;
}

export async function instrumentsWithPending(q: Queryable): Promise<number[]> {
  const { rows } = await q.query<{ instrument_id: number }>(
    `SELECT DISTINCT instrument_id FROM spot_orders WHERE ${PENDING}`,
  );
  return rows.map((r) => r.instrument_id);
}

/** A trade as stored; `ts` in Unix milliseconds. */
export interface TradeRow {
  id: number;
  price: string;
  amount: string;
  taker_side: number;
  ts: number;
}

export async function recentTrades(
  q: Queryable,
  instrumentId: number,
  limit: number,
): Promise<TradeRow[]> {
  const { rows } = await q.query<{
    id: number;
    price: string;
    amount: string;
    taker_side: number;
    ts: string;
  }>(
    `SELECT id, trim_scale(price)::text AS price, trim_scale(amount)::text AS amount, taker_side,
            (extract(epoch FROM created_at) * 1000)::bigint::text AS ts
       FROM spot_trades WHERE instrument_id = $1 ORDER BY id DESC LIMIT $2`,
    [instrumentId, limit],
  );
  return rows.map((r) => ({ ...r, ts: Number(r.ts) }));
}

/** One fill of a user's order; `ts` in Unix milliseconds. */
export interface FillRow {
  id: number;
  order_id: number;
  price: string;
  amount: string;
  side: 1 | 2;
  taker: boolean;
  ts: number;
}

/**
 * The latest fills of a user's orders in one pair, newest first: each trade once per order of
 * the user in it (a user's order that met another of theirs shows both sides).
 */
export async function userFills(
  q: Queryable,
  userId: number,
  instrumentId: number,
  limit: number,
): Promise<FillRow[]> {
  const { rows } = await q.query<Omit<FillRow, 'ts'> & { ts: string }>(
    `SELECT t.id, o.id AS order_id, trim_scale(t.price)::text AS price, trim_scale(t.amount)::text AS amount,
            o.side, t.taker_order_id = o.id AS taker,
            (extract(epoch FROM t.created_at) * 1000)::bigint::text AS ts
       FROM spot_orders o
       JOIN spot_trades t ON t.taker_order_id = o.id OR t.maker_order_id = o.id
      WHERE o.user_id = $1 AND o.instrument_id = $2
      ORDER BY t.id DESC, o.id LIMIT $3`,
    [userId, instrumentId, limit],
  );
  return rows.map((r) => ({ ...r, ts: Number(r.ts) }));
}

/** The user behind the demo market's flow of orders, when it exists. */
export async function userIdByEmail(q: Queryable, email: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  return rows[0]?.id ?? null;
}

/** A user that nobody signs in as (its password hash matches no password): the demo market's flow. */
export async function insertDemoFlowUser(
  q: Queryable,
  u: { email: string; nickname: string; code: string; passwordHash: string },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, nickname, extension_code) VALUES ($1, $2, $3, $4)
     ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id`,
    [u.email, u.passwordHash, u.nickname, u.code],
  );
  return must(rows[0], 'user insert returns its id').id;
}

/** Depth from the database (any node): remaining quantity of resting orders per price. */
export async function depthFromDb(
  q: Queryable,
  instrumentId: number,
  levels: number,
): Promise<{ bids: Array<[string, string]>; asks: Array<[string, string]> }> {
  const side = async (s: 1 | 2) => {
    const { rows } = await q.query<{ price: string; qty: string }>(
      `SELECT trim_scale(price)::text AS price, trim_scale(sum(amount - filled))::text AS qty FROM spot_orders
        WHERE instrument_id = $1 AND status = ${SPOT_STATUS.open} AND engine_seq IS NOT NULL AND side = $2
        GROUP BY price ORDER BY price ${s === 1 ? 'DESC' : 'ASC'} LIMIT $3`,
      [instrumentId, s, levels],
    );
    return rows.map((r): [string, string] => [r.price, r.qty]);
  };
  return { bids: await side(1), asks: await side(2) };
}

/** An order as its owner sees it: the domain columns the view shapes (spot.view.ts). */
export interface OrderDetailRow extends Pick<
  OrderRow,
  | 'id'
  | 'user_id'
  | 'side'
  | 'kind'
  | 'price'
  | 'amount'
  | 'filled'
  | 'filled_quote'
  | 'fee'
  | 'quote_qty'
> {
  symbol: string;
  currency_id: number;
  legal_id: number;
  base: string;
  quote: string;
  /** Volume-weighted fill price with the pair's price decimals + 2 (PostgreSQL rounding), '0' before a fill. */
  avg_price: string;
  status: number;
  stop_price: string | null;
  stop_state: 'waiting' | 'triggered' | null;
  trigger_price: string | null;
  /** The triggering tick's time (ms, as in the tick log). */
  trigger_ms: number | null;
  /** Unix seconds. */
  created_at: number;
  /** Unix seconds. */
  updated_at: number;
}

const DETAIL = `SELECT o.id, o.user_id, i.symbol, i.currency_id, i.legal_id, i.base, i.quote, o.side, o.kind,
    trim_scale(o.price)::text AS price, trim_scale(o.amount)::text AS amount, trim_scale(o.filled)::text AS filled,
    trim_scale(o.filled_quote)::text AS filled_quote,
    CASE WHEN o.filled = 0 THEN '0' ELSE trim_scale(round(o.filled_quote / o.filled, i.price_decimals + 2))::text END AS avg_price,
    trim_scale(o.fee)::text AS fee, o.status, trim_scale(o.quote_qty)::text AS quote_qty,
    trim_scale(o.stop_price)::text AS stop_price, o.stop_state, trim_scale(o.trigger_price)::text AS trigger_price,
    o.trigger_ms::float8 AS trigger_ms,
    extract(epoch FROM o.created_at)::bigint AS created_at, extract(epoch FROM o.updated_at)::bigint AS updated_at
  FROM spot_orders o JOIN instruments i ON i.id = o.instrument_id`;

export async function orderDetails(q: Queryable, ids: number[]): Promise<OrderDetailRow[]> {
  if (!ids.length) return [];
  const { rows } = await q.query<OrderDetailRow>(
    `${DETAIL} WHERE o.id = ANY($1::bigint[]) ORDER BY o.id`,
    [ids],
  );
  return rows;
}

export async function userOrders(
  q: Queryable,
  userId: number,
  f: {
    status?: number | undefined;
    currency_id?: number | undefined;
    legal_id?: number | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ rows: OrderDetailRow[]; total: number }> {
  const where = ['o.user_id = $1'];
  const params: unknown[] = [userId];
  if (f.status) where.push(`o.status = $${params.push(f.status)}`);
  if (f.currency_id) where.push(`i.currency_id = $${params.push(f.currency_id)}`);
  if (f.legal_id) where.push(`i.legal_id = $${params.push(f.legal_id)}`);
  const cond = where.join(' AND ');
  const { rows } = await q.query<OrderDetailRow>(
    `${DETAIL} WHERE ${cond} ORDER BY o.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, f.limit, f.offset],
  );
  const count = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM spot_orders o JOIN instruments i ON i.id = o.instrument_id WHERE ${cond}`,
    params,
  );
  return { rows, total: must(count.rows[0], 'count returns a row').n };
}

/** A house ladder level: a limit order without a user and without a fee. */
export async function insertMakerOrder(
  q: Queryable,
  o: { instrumentId: number; side: 1 | 2; price: string; qty: string },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO spot_orders (user_id, instrument_id, side, kind, price, amount, fee_rate, ref_price)
     VALUES (NULL, $1, $2, 'limit', $3, $4, 0, $3) RETURNING id`,
    [o.instrumentId, o.side, o.price, o.qty],
  );
  return must(rows[0], 'insert returns the order').id;
}

export async function setOrderHold(q: Queryable, orderId: number, holdId: number): Promise<void> {
  await q.query('UPDATE spot_orders SET hold_id = $2 WHERE id = $1', [orderId, holdId]);
}

/** Whether the engine took the order ('taken') or it left the book ('final'). */
export async function orderReached(
  q: Queryable,
  orderId: number,
  until: 'taken' | 'final',
): Promise<boolean> {
  const { rows } = await q.query<{ done: boolean }>(
    `SELECT ${until === 'taken' ? 'engine_seq IS NOT NULL' : `status <> ${SPOT_STATUS.open}`} AS done FROM spot_orders WHERE id = $1`,
    [orderId],
  );
  return rows[0]?.done === true;
}

/**
 * Tries the advisory lock that makes this session the engine owner of a pair (PostgreSQL);
 * `session` must be one connection kept for the life of the ownership.
 */
export async function tryLockPair(session: Queryable, instrumentId: number): Promise<boolean> {
  const { rows } = await session.query<{ ok: boolean }>(
    `SELECT pg_try_advisory_lock(hashtext(current_database() || ':spot:' || $1::text)) AS ok`,
    [instrumentId],
  );
  return must(rows[0], 'pg_try_advisory_lock returns a row').ok;
}

export async function unlockAllPairs(session: Queryable): Promise<void> {
  await session.query('SELECT pg_advisory_unlock_all()');
}

/** Ids for new orders, taken from the orders' sequence in ascending order (group-committed acceptance). */
export async function nextOrderIds(q: Queryable, n: number): Promise<number[]> {
  if (n === 0) return [];
  const { rows } = await q.query<{ id: number }>(
    `SELECT nextval('spot_orders_id_seq')::bigint AS id FROM generate_series(1, $1)`,
    [n],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Orders already accepted under these idempotency keys. */
export async function orderIdsByKeys(q: Queryable, keys: string[]): Promise<Map<string, number>> {
  if (!keys.length) return new Map();
  const { rows } = await q.query<{ id: number; idempotency_key: string }>(
    'SELECT id, idempotency_key FROM spot_orders WHERE idempotency_key = ANY($1::text[])',
    [keys],
  );
  return new Map(rows.map((r) => [r.idempotency_key, r.id]));
}

export interface NewOrder {
  id: number;
  userId: number;
  instrumentId: number;
  side: 1 | 2;
  kind: 'limit' | 'market';
  price: string;
  amount: string;
  feeRate: string;
  refPrice: string;
  idempotencyKey: string | null;
  holdId: number;
  quoteQty: string | null;
  /** A stop-limit order's stop, and the side of the reference price it waits on. */
  stop: { price: string; direction: 'up' | 'down' } | null;
}

/**
 * Accepted orders with their holds, in one statement. No ON CONFLICT: a key taken meanwhile
 * by another node fails the batch, whose orders are then accepted one by one (and the repeat
 * answers with the first order).
 */
export async function insertOrders(q: Queryable, orders: NewOrder[]): Promise<void> {
  if (!orders.length) return;
  await q.query(
    `INSERT INTO spot_orders (id, user_id, instrument_id, side, kind, price, amount, fee_rate, ref_price, idempotency_key, hold_id,
                             quote_qty, stop_price, stop_direction, stop_state)
     SELECT *, CASE WHEN s IS NULL THEN NULL ELSE 'waiting' END
       FROM unnest($1::bigint[], $2::bigint[], $3::smallint[], $4::smallint[], $5::text[], $6::numeric[],
                   $7::numeric[], $8::numeric[], $9::numeric[], $10::text[], $11::bigint[], $12::numeric[],
                   $13::numeric[], $14::text[]) AS t (i, u, n, sd, k, p, a, f, r, ik, h, qq, s, sdir)`,
    [
      orders.map((o) => o.id),
      orders.map((o) => o.userId),
      orders.map((o) => o.instrumentId),
      orders.map((o) => o.side),
      orders.map((o) => o.kind),
      orders.map((o) => o.price),
      orders.map((o) => o.amount),
      orders.map((o) => o.feeRate),
      orders.map((o) => o.refPrice),
      orders.map((o) => o.idempotencyKey),
      orders.map((o) => o.holdId),
      orders.map((o) => o.quoteQty),
      orders.map((o) => o.stop?.price ?? null),
      orders.map((o) => o.stop?.direction ?? null),
    ],
  );
}

/**
 * Marks many open orders for cancelling, each only for its owner; returns the ids marked with
 * their pair's symbol, and of the rest those that are the user's (no longer open).
 */
export async function requestCancels(
  q: Queryable,
  wanted: Array<{ id: number; userId: number }>,
): Promise<{ marked: Map<number, string>; owned: Set<number> }> {
  if (!wanted.length) return { marked: new Map(), owned: new Set() };
  const ids = wanted.map((w) => w.id);
  const users = wanted.map((w) => w.userId);
  const { rows } = await q.query<{ id: number; symbol: string }>(
    `UPDATE spot_orders o SET cancel_requested = true, updated_at = now()
       FROM unnest($1::bigint[], $2::bigint[]) AS c(id, user_id), instruments i
      WHERE o.id = c.id AND o.user_id = c.user_id AND o.status = ${SPOT_STATUS.open} AND i.id = o.instrument_id
      RETURNING o.id, i.symbol`,
    [ids, users],
  );
  const { rows: mine } = await q.query<{ id: number }>(
    `SELECT o.id FROM spot_orders o JOIN unnest($1::bigint[], $2::bigint[]) AS c(id, user_id)
        ON o.id = c.id AND o.user_id = c.user_id`,
    [ids, users],
  );
  return {
    marked: new Map(rows.map((r) => [r.id, r.symbol])),
    owned: new Set(mine.map((r) => r.id)),
  };
}

/**
 * The CTE `seq (s, k)`: as many values drawn from `sequence` as `array` has elements, the k-th
 * smallest numbered k, so the k-th row given gets it and values follow the order of the rows.
 */
const drawnInOrder = (sequence: string, array: string) => `seq AS (
       SELECT s, row_number() OVER (ORDER BY s) AS k
         FROM (SELECT nextval('${sequence}')::bigint AS s
                 FROM generate_series(1, cardinality(${array}))) drawn
     )`;

/** A batch's trades in one insert, in order; their ids and time (Unix ms). */
export async function insertTrades(
  q: Queryable,
  trades: Array<{
    instrumentId: number;
    price: string;
    amount: string;
    takerId: number;
    makerId: number;
    takerSide: number;
  }>,
): Promise<Array<{ id: number; ts: number }>> {
  if (!trades.length) return [];
  // The k-th trade gets the k-th smallest of the ids drawn, so ids follow the fills' order.
  const { rows } = await q.query<{ id: number; ts: string }>(
    `WITH ${drawnInOrder('spot_trades_id_seq', '$1::smallint[]')}
     INSERT INTO spot_trades (id, instrument_id, price, amount, taker_order_id, maker_order_id, taker_side)
     SELECT seq.s, t.instrument_id, t.price, t.amount, t.taker, t.maker, t.side
       FROM unnest($1::smallint[], $2::numeric[], $3::numeric[], $4::bigint[], $5::bigint[], $6::smallint[])
            WITH ORDINALITY AS t (instrument_id, price, amount, taker, maker, side, k)
       JOIN seq USING (k)
     RETURNING id, (extract(epoch FROM created_at) * 1000)::bigint::text AS ts`,
    [
      trades.map((t) => t.instrumentId),
      trades.map((t) => t.price),
      trades.map((t) => t.amount),
      trades.map((t) => t.takerId),
      trades.map((t) => t.makerId),
      trades.map((t) => t.takerSide),
    ],
  );
  // One transaction: every row has the same created_at.
  const ts = Number(must(rows[0], 'insert returns the trades').ts);
  return rows
    .map((r) => r.id)
    .sort((x, y) => x - y)
    .map((id) => ({ id, ts }));
}

/**
 * What a batch changed of its orders, in one update: the orders it took, in this order, get the
 * next engine sequence numbers (the k-th the k-th smallest drawn, so a book rebuilt by sequence
 * keeps the engine's time priority); orders that progressed get their fill, fee and state, and
 * lose a cancel request. An order taken and filled in the same batch is written once.
 */
export async function saveOrders(
  q: Queryable,
  taken: number[],
  progress: Array<{
    id: number;
    amount: string;
    filled: string;
    filled_quote: string;
    fee: string;
    status: number;
  }>,
): Promise<void> {
  if (!taken.length && !progress.length) return;
  await q.query(
    `WITH ${drawnInOrder('spot_engine_seq', '$1::bigint[]')}, taken AS (
       SELECT t.id, seq.s FROM unnest($1::bigint[]) WITH ORDINALITY AS t (id, k) JOIN seq USING (k)
     ), progress AS (
       SELECT * FROM unnest($2::bigint[], $3::numeric[], $4::numeric[], $5::numeric[], $6::smallint[], $7::numeric[])
         AS v (id, filled, filled_quote, fee, status, amount)
     ), changed AS (
       SELECT coalesce(taken.id, progress.id) AS id, taken.s, progress.id IS NOT NULL AS progressed,
              progress.filled, progress.filled_quote, progress.fee, progress.status, progress.amount
         FROM taken FULL JOIN progress ON progress.id = taken.id
     )
     UPDATE spot_orders o
        SET engine_seq = coalesce(c.s, o.engine_seq),
            amount = CASE WHEN c.progressed THEN c.amount ELSE o.amount END,
            filled = CASE WHEN c.progressed THEN c.filled ELSE o.filled END,
            filled_quote = CASE WHEN c.progressed THEN c.filled_quote ELSE o.filled_quote END,
            fee = CASE WHEN c.progressed THEN c.fee ELSE o.fee END,
            status = CASE WHEN c.progressed THEN c.status ELSE o.status END,
            cancel_requested = CASE WHEN c.progressed THEN false ELSE o.cancel_requested END,
            updated_at = now()
       FROM changed c
      WHERE o.id = c.id`,
    [
      taken,
      progress.map((o) => o.id),
      progress.map((o) => o.filled),
      progress.map((o) => o.filled_quote),
      progress.map((o) => o.fee),
      progress.map((o) => o.status),
      progress.map((o) => o.amount),
    ],
  );
}

/**
 * Triggers the waiting stop-limit orders that recorded ticks reached ('up' at or above the stop,
 * 'down' at or below), storing for each the first of these ticks (in the order given) that
 * reached it; returns the pairs with orders triggered. From then on those wait for the engine
 * as limit orders.
 */
export async function triggerStops(
  q: Queryable,
  ticks: Array<{ instrumentId: number; price: string; ts: number }>,
): Promise<number[]> {
  if (!ticks.length) return [];
  const { rows } = await q.query<{ instrument_id: number }>(
    `WITH t AS (
       SELECT * FROM unnest($1::smallint[], $2::numeric[], $3::bigint[]) WITH ORDINALITY AS t (instrument_id, price, ts, k)
     ), hit AS (
       SELECT DISTINCT ON (o.id) o.id, t.price, t.ts
         FROM spot_orders o JOIN t ON t.instrument_id = o.instrument_id
        WHERE o.status = ${SPOT_STATUS.open} AND o.stop_state = 'waiting'
          AND ((o.stop_direction = 'up' AND t.price >= o.stop_price) OR (o.stop_direction = 'down' AND t.price <= o.stop_price))
        ORDER BY o.id, t.k
     )
     UPDATE spot_orders o SET stop_state = 'triggered', trigger_price = hit.price, trigger_ms = hit.ts, updated_at = now()
       FROM hit WHERE o.id = hit.id AND o.stop_state = 'waiting'
     RETURNING o.instrument_id`,
    [ticks.map((t) => t.instrumentId), ticks.map((t) => t.price), ticks.map((t) => t.ts)],
  );
  return [...new Set(rows.map((r) => r.instrument_id))];
}

// ------------------------------------------------------------------ operator's side

export const { pairsActive, setPairActive } = pairSwitch('spot_pairs');

/** Users' orders still open on an instrument (the market maker's are its own). */
export async function openUserOrdersOn(q: Queryable, instrumentId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM spot_orders WHERE instrument_id = $1 AND status = ${SPOT_STATUS.open} AND user_id IS NOT NULL`,
    [instrumentId],
  );
  return rows[0]!.n;
}

/** A pair as the console edits it, switched off ones too. */
export type PairAdminRow = Pick<
  PairRow,
  | 'instrument_id'
  | 'symbol'
  | 'qty_step'
  | 'min_qty'
  | 'max_qty'
  | 'min_notional'
  | 'maker_level_qty'
  | 'maker_inventory'
> & { active: boolean };

export type PairTerms = Pick<
  PairAdminRow,
  'min_qty' | 'max_qty' | 'min_notional' | 'maker_level_qty'
>;

const PAIR_ADMIN_COLUMNS = `p.instrument_id, i.symbol, trim_scale(p.qty_step)::text AS qty_step, trim_scale(p.min_qty)::text AS min_qty,
  trim_scale(p.max_qty)::text AS max_qty, trim_scale(p.min_notional)::text AS min_notional,
  trim_scale(p.maker_level_qty)::text AS maker_level_qty, trim_scale(p.maker_inventory)::text AS maker_inventory,
  p.active`;

export async function allPairs(q: Queryable): Promise<PairAdminRow[]> {
  const { rows } = await q.query<PairAdminRow>(
    `SELECT ${PAIR_ADMIN_COLUMNS} FROM spot_pairs p JOIN instruments i ON i.id = p.instrument_id ORDER BY i.sort_order`,
  );
  return rows;
}

export async function lockPairTerms(q: Queryable, id: number): Promise<PairAdminRow | null> {
  await q.query('SELECT 1 FROM spot_pairs WHERE instrument_id = $1 FOR UPDATE', [id]);
  const { rows } = await q.query<PairAdminRow>(
    `SELECT ${PAIR_ADMIN_COLUMNS} FROM spot_pairs p JOIN instruments i ON i.id = p.instrument_id WHERE p.instrument_id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function updatePairTerms(q: Queryable, id: number, t: PairTerms): Promise<void> {
  await q.query(
    `UPDATE spot_pairs SET min_qty = $2, max_qty = $3, min_notional = $4, maker_level_qty = $5 WHERE instrument_id = $1`,
    [id, t.min_qty, t.max_qty, t.min_notional, t.maker_level_qty],
  );
}

/** A user's orders: the console's drill-down (read only, the shape every product fits). */
export const consoleOrders =
  userOrdersOf(`SELECT o.id, ${epochOf('o.created_at')} AS created_at, i.symbol AS instrument,
      CASE o.side WHEN ${SPOT_SIDE.buy} THEN 'buy' ELSE 'sell' END AS side, ${decimalOf('o.amount')} AS amount, o.amount AS amount_n,
      i.base AS currency, ${decimalOf('o.price')} AS price, ${decimalOf('o.filled')} AS result,
      CASE o.status WHEN ${SPOT_STATUS.open} THEN 'open' WHEN ${SPOT_STATUS.filled} THEN 'filled' ELSE 'cancelled' END AS status, o.user_id AS uid
    FROM spot_orders o JOIN instruments i ON i.id = o.instrument_id`);
