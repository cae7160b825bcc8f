import type { Queryable } from '../../platform/db';

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
  const { rows } = await q.query<PairRow>(
    `SELECT p.instrument_id, i.symbol, i.base, i.quote, i.currency_id, i.legal_id, trim_scale(i.tick_size)::text AS tick_size,
            i.price_decimals, trim_scale(p.qty_step)::text AS qty_step, trim_scale(p.min_qty)::text AS min_qty,
            trim_scale(p.max_qty)::text AS max_qty, trim_scale(p.min_notional)::text AS min_notional,
            trim_scale(p.maker_level_qty)::text AS maker_level_qty, trim_scale(p.maker_inventory)::text AS maker_inventory,
            trim_scale(i.start_price)::text AS start_price, b.precision AS base_precision, qc.precision AS quote_precision,
            b.can_trade AND qc.can_trade AS can_trade
       FROM spot_pairs p JOIN instruments i ON i.id = p.instrument_id
       JOIN currencies b ON b.id = i.currency_id JOIN currencies qc ON qc.id = i.legal_id
      WHERE p.active AND i.active ORDER BY i.sort_order`,
  );
  return rows;
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
}

const ORDER_COLUMNS = `id, user_id, instrument_id, side, kind, trim_scale(price)::text AS price, trim_scale(amount)::text AS amount,
  trim_scale(filled)::text AS filled, trim_scale(filled_quote)::text AS filled_quote, trim_scale(fee)::text AS fee,
  trim_scale(fee_rate)::text AS fee_rate, status, hold_id, cancel_requested`;

/** Resting orders in the engine's order: the book is rebuilt from these. */
export async function restingOrders(q: Queryable, instrumentId: number): Promise<OrderRow[]> {
  const { rows } = await q.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM spot_orders WHERE instrument_id = $1 AND status = 1 AND engine_seq IS NOT NULL ORDER BY engine_seq`,
    [instrumentId],
  );
  return rows;
}

/** Orders committed but not yet matched, and cancel requests, oldest first. */
export async function pendingOrders(q: Queryable, instrumentId: number, limit: number): Promise<OrderRow[]> {
  const { rows } = await q.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM spot_orders
      WHERE instrument_id = $1 AND status = 1 AND (engine_seq IS NULL OR cancel_requested)
      ORDER BY id LIMIT $2 FOR UPDATE`,
    [instrumentId, limit],
  );
  return rows;
}

export async function instrumentsWithPending(q: Queryable): Promise<number[]> {
  const { rows } = await q.query<{ instrument_id: number }>(
    'SELECT DISTINCT instrument_id FROM spot_orders WHERE status = 1 AND (engine_seq IS NULL OR cancel_requested)',
  );
  return rows.map((r) => r.instrument_id);
}

export async function markTaken(q: Queryable, orderId: number): Promise<void> {
  await q.query(`UPDATE spot_orders SET engine_seq = nextval('spot_engine_seq'), updated_at = now() WHERE id = $1`, [orderId]);
}

export async function saveProgress(
  q: Queryable,
  o: { id: number; filled: string; filled_quote: string; fee: string; status: number },
): Promise<void> {
  await q.query(
    `UPDATE spot_orders SET filled = $2, filled_quote = $3, fee = $4, status = $5, cancel_requested = false, updated_at = now() WHERE id = $1`,
    [o.id, o.filled, o.filled_quote, o.fee, o.status],
  );
}

export async function insertTrade(
  q: Queryable,
  t: { instrumentId: number; price: string; amount: string; takerId: number; makerId: number; takerSide: number },
): Promise<{ id: number; ts: number }> {
  const { rows } = await q.query<{ id: number; ts: string }>(
    `INSERT INTO spot_trades (instrument_id, price, amount, taker_order_id, maker_order_id, taker_side)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, (extract(epoch FROM created_at) * 1000)::bigint::text AS ts`,
    [t.instrumentId, t.price, t.amount, t.takerId, t.makerId, t.takerSide],
  );
  return { id: rows[0]!.id, ts: Number(rows[0]!.ts) };
}

export interface TradeView {
  id: number;
  price: string;
  amount: string;
  direction: 'buy' | 'sell';
  ts: number;
}

export async function recentTrades(q: Queryable, instrumentId: number, limit: number): Promise<TradeView[]> {
  const { rows } = await q.query<{ id: number; price: string; amount: string; taker_side: number; ts: string }>(
    `SELECT id, trim_scale(price)::text AS price, trim_scale(amount)::text AS amount, taker_side,
            (extract(epoch FROM created_at) * 1000)::bigint::text AS ts
       FROM spot_trades WHERE instrument_id = $1 ORDER BY id DESC LIMIT $2`,
    [instrumentId, limit],
  );
  return rows.map((r) => ({ id: r.id, price: r.price, amount: r.amount, direction: r.taker_side === 1 ? 'buy' : 'sell', ts: Number(r.ts) }));
}

/** Depth from the database (any node): remaining quantity of resting orders per price. */
export async function depthFromDb(q: Queryable, instrumentId: number, levels: number): Promise<{ bids: Array<[string, string]>; asks: Array<[string, string]> }> {
  const side = async (s: 1 | 2) => {
    const { rows } = await q.query<{ price: string; qty: string }>(
      `SELECT trim_scale(price)::text AS price, trim_scale(sum(amount - filled))::text AS qty FROM spot_orders
        WHERE instrument_id = $1 AND status = 1 AND engine_seq IS NOT NULL AND side = $2
        GROUP BY price ORDER BY price ${s === 1 ? 'DESC' : 'ASC'} LIMIT $3`,
      [instrumentId, s, levels],
    );
    return rows.map((r): [string, string] => [r.price, r.qty]);
  };
  return { bids: await side(1), asks: await side(2) };
}

/** The public view of one's orders (spotOrderSchema). */
const VIEW = `SELECT o.id, i.symbol, i.currency_id, i.legal_id, o.side AS type, o.kind AS order_type,
    trim_scale(o.price)::text AS target_price, trim_scale(o.amount)::text AS amount, trim_scale(o.filled)::text AS deal_amount,
    trim_scale(o.filled_quote)::text AS deal_money,
    CASE WHEN o.filled = 0 THEN '0' ELSE trim_scale(round(o.filled_quote / o.filled, i.price_decimals + 2))::text END AS avg_price,
    trim_scale(o.fee)::text AS fee, CASE WHEN o.side = 1 THEN i.base ELSE i.quote END AS fee_currency, o.status,
    to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
    to_char(o.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at
  FROM spot_orders o JOIN instruments i ON i.id = o.instrument_id`;

export interface OrderView {
  id: number;
  symbol: string;
  currency_id: number;
  legal_id: number;
  type: number;
  order_type: 'limit' | 'market';
  target_price: string;
  amount: string;
  deal_amount: string;
  deal_money: string;
  avg_price: string;
  fee: string;
  fee_currency: string;
  status: number;
  created_at: string;
  updated_at: string;
  user_id?: number;
}

export async function orderViews(q: Queryable, ids: number[]): Promise<Array<OrderView & { user_id: number | null }>> {
  if (!ids.length) return [];
  const { rows } = await q.query<OrderView & { user_id: number | null }>(`${VIEW.replace('SELECT ', 'SELECT o.user_id, ')} WHERE o.id = ANY($1::bigint[]) ORDER BY o.id`, [ids]);
  return rows;
}

export async function userOrders(
  q: Queryable,
  userId: number,
  f: { status?: number | undefined; currency_id?: number | undefined; legal_id?: number | undefined; limit: number; offset: number },
): Promise<{ rows: OrderView[]; total: number }> {
  const where = ['o.user_id = $1'];
  const params: unknown[] = [userId];
  if (f.status) where.push(`o.status = $${params.push(f.status)}`);
  if (f.currency_id) where.push(`i.currency_id = $${params.push(f.currency_id)}`);
  if (f.legal_id) where.push(`i.legal_id = $${params.push(f.legal_id)}`);
  const cond = where.join(' AND ');
  const { rows } = await q.query<OrderView>(`${VIEW} WHERE ${cond} ORDER BY o.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [...params, f.limit, f.offset]);
  const count = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM spot_orders o JOIN instruments i ON i.id = o.instrument_id WHERE ${cond}`, params);
  return { rows, total: count.rows[0]!.n };
}

export async function setting(q: Queryable, key: string, fallback: string): Promise<string> {
  const { rows } = await q.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key]);
  return rows[0]?.value ?? fallback;
}
