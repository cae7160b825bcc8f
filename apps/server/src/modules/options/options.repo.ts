import { OPTION_DIRECTION, pageWindow } from '@tidemark/contracts';
import { must } from '../../platform/assert';
import type { Queryable } from '../../platform/db';
import { decimalOf, epochOf, userOrdersOf } from '../../platform/user-orders';
import { pairSwitch } from '../../platform/pair-switch';
import { currencyList, currencyPriceTerms, withCurrencyCodes } from '../market';

export interface PeriodRow {
  seconds: number;
  payout_rate: string;
  min_stake: string;
  max_stake: string;
}

export interface PayableCurrencyRow {
  id: number;
  code: string;
  precision: number;
  quick_amounts: string[];
}

export interface OrderRow {
  id: number;
  user_id: number;
  instrument_id: number;
  symbol: string;
  currency_id: number;
  currency_code: string;
  currency_precision: number;
  direction: 1 | 2;
  seconds: number;
  stake: string;
  payout_rate: string;
  open_price: string;
  open_tick_ms: number;
  accepted_at_ms: number;
  expires_at_ms: number;
  close_price: string | null;
  close_tick_ms: number | null;
  result: 'win' | 'loss' | 'tie' | null;
  payout: string | null;
  status: 'open' | 'settled';
  hold_id: number;
  settled_at_s: number | null;
  /** The part of the stake a coupon paid (from rewards). */
  coupon_amount: string;
}

export interface NewOrder {
  id: number;
  userId: number;
  instrumentId: number;
  currencyId: number;
  direction: number;
  seconds: number;
  stake: string;
  payoutRate: string;
  openPrice: string;
  openTickMs: number;
  acceptedAtMs: number;
  holdId: number;
  key: string;
  couponAmount?: string;
}

export interface Settlement {
  closePrice: string;
  closeTickMs: number;
  result: 'win' | 'loss' | 'tie';
  payout: string;
}

export async function periods(q: Queryable): Promise<PeriodRow[]> {
  const { rows } = await q.query<PeriodRow>(
    `SELECT seconds, trim_scale(payout_rate)::text AS payout_rate, trim_scale(min_stake)::text AS min_stake,
            trim_scale(max_stake)::text AS max_stake
       FROM option_periods WHERE active ORDER BY seconds`,
  );
  return rows;
}

export async function period(q: Queryable, seconds: number): Promise<PeriodRow | null> {
  return (await periods(q)).find((p) => p.seconds === seconds) ?? null;
}

export async function payableCurrencies(q: Queryable): Promise<PayableCurrencyRow[]> {
  const { rows } = await q.query<{ currency_id: number; quick_amounts: string[] }>(
    `SELECT o.currency_id, ARRAY(SELECT trim_scale(a)::text FROM unnest(o.quick_amounts) AS a) AS quick_amounts
       FROM option_currencies o WHERE o.active`,
  );
  const quick = new Map(rows.map((r) => [Number(r.currency_id), r.quick_amounts]));
  // In the catalogue's order (the order screens list currencies in).
  return (await currencyList(q)).flatMap((c) => {
    const amounts = quick.get(c.id);
    return amounts
      ? [{ id: c.id, code: c.code, precision: c.precision, quick_amounts: amounts }]
      : [];
  });
}

export async function activePairIds(q: Queryable): Promise<Set<number>> {
  const { rows } = await q.query<{ instrument_id: number }>(
    'SELECT instrument_id FROM option_pairs WHERE active',
  );
  return new Set(rows.map((r) => r.instrument_id));
}

export async function pairActive(q: Queryable, instrumentId: number): Promise<boolean> {
  const { rows } = await q.query<{ active: boolean }>(
    'SELECT active FROM option_pairs WHERE instrument_id = $1',
    [instrumentId],
  );
  return rows[0]?.active ?? false;
}

export async function nextOrderId(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence('option_orders', 'id'))::bigint AS id`,
  );
  return must(rows[0], 'nextval of option_orders').id;
}

export async function insertOrder(q: Queryable, o: NewOrder): Promise<void> {
  await q.query(
    `INSERT INTO option_orders (id, user_id, instrument_id, currency_id, direction, seconds, stake, payout_rate, open_price,
                                open_tick_ms, accepted_at_ms, expires_at_ms, hold_id, idempotency_key, coupon_amount)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      o.id,
      o.userId,
      o.instrumentId,
      o.currencyId,
      o.direction,
      o.seconds,
      o.stake,
      o.payoutRate,
      o.openPrice,
      o.openTickMs,
      o.acceptedAtMs,
      o.acceptedAtMs + o.seconds * 1000,
      o.holdId,
      o.key,
      o.couponAmount ?? '0',
    ],
  );
}

const ORDER_COLUMNS = `o.id, o.user_id, o.instrument_id, i.symbol, o.currency_id,
  o.direction, o.seconds, trim_scale(o.stake)::text AS stake, trim_scale(o.payout_rate)::text AS payout_rate,
  trim_scale(o.open_price)::text AS open_price, o.open_tick_ms, o.accepted_at_ms, o.expires_at_ms,
  trim_scale(o.close_price)::text AS close_price, o.close_tick_ms, o.result, trim_scale(o.payout)::text AS payout, o.status, o.hold_id,
  extract(epoch FROM o.settled_at)::bigint AS settled_at_s, trim_scale(o.coupon_amount)::text AS coupon_amount`;
const ORDER_FROM = 'option_orders o JOIN instruments i ON i.id = o.instrument_id';

type OrderSelected = Omit<OrderRow, 'currency_code' | 'currency_precision'>;

/** Orders with their currency's code and places, read from the market's catalogue once for all. */
async function withCurrency(q: Queryable, rows: OrderSelected[]): Promise<OrderRow[]> {
  if (!rows.length) return [];
  const terms = await currencyPriceTerms(q, [...new Set(rows.map((r) => Number(r.currency_id)))]);
  return rows.map((r) => {
    const c = must(
      terms.get(Number(r.currency_id)),
      `currency ${r.currency_id} is in the catalogue`,
    );
    return { ...r, currency_code: c.code, currency_precision: c.precision };
  });
}

export async function orderByKey(q: Queryable, key: string): Promise<OrderRow | null> {
  const { rows } = await q.query<OrderSelected>(
    `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.idempotency_key = $1`,
    [key],
  );
  return (await withCurrency(q, rows))[0] ?? null;
}

export async function order(q: Queryable, id: number): Promise<OrderRow | null> {
  const { rows } = await q.query<OrderSelected>(
    `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.id = $1`,
    [id],
  );
  return (await withCurrency(q, rows))[0] ?? null;
}

/**
 * Locks the open orders among `ids` for settlement, in id order (the order runs lock in); orders
 * settled already or locked by another run are left out.
 */
export async function lockOpenOrders(q: Queryable, ids: number[]): Promise<OrderRow[]> {
  const { rows } = await q.query<OrderSelected>(
    `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM}
      WHERE o.id = ANY($1::bigint[]) AND o.status = 'open' ORDER BY o.id FOR UPDATE OF o SKIP LOCKED`,
    [ids],
  );
  return withCurrency(q, rows);
}

export async function ordersByIds(q: Queryable, ids: number[]): Promise<OrderRow[]> {
  if (!ids.length) return [];
  const { rows } = await q.query<OrderSelected>(
    `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.id = ANY($1::bigint[]) ORDER BY o.id`,
    [ids],
  );
  return withCurrency(q, rows);
}

export async function ownOrders(
  q: Queryable,
  userId: number,
  filter: {
    instrumentId: number | null;
    status: 'open' | 'settled' | null;
    currencyId: number | null;
    page: number;
    limit: number;
  },
): Promise<{ rows: OrderRow[]; total: number }> {
  const { rows } = await q.query<OrderSelected & { total: number }>(
    `SELECT ${ORDER_COLUMNS}, count(*) OVER ()::int AS total FROM ${ORDER_FROM}
      WHERE o.user_id = $1 AND ($2::int IS NULL OR o.instrument_id = $2) AND ($3::text IS NULL OR o.status = $3)
        AND ($4::int IS NULL OR o.currency_id = $4)
      ORDER BY o.id DESC LIMIT $5 OFFSET $6`,
    [userId, filter.instrumentId, filter.status, filter.currencyId, ...pageWindow(filter)],
  );
  return {
    rows: await withCurrency(
      q,
      rows.map(({ total: _t, ...r }) => r),
    ),
    total: rows[0]?.total ?? 0,
  };
}

/** Open orders whose expiry has passed, oldest first, after a cursor (expiry, id) of the same run. */
export async function dueOrders(
  q: Queryable,
  nowMs: number,
  after: { expiresAtMs: number; id: number },
  limit: number,
): Promise<Array<{ id: number; expires_at_ms: number }>> {
  const { rows } = await q.query<{ id: number; expires_at_ms: number }>(
    `SELECT id, expires_at_ms FROM option_orders
      WHERE status = 'open' AND expires_at_ms <= $1 AND (expires_at_ms, id) > ($2::bigint, $3::bigint)
      ORDER BY expires_at_ms, id LIMIT $4`,
    [nowMs, after.expiresAtMs, after.id, limit],
  );
  return rows;
}

/** The earliest expiry among open orders, for the settlement timer. */
export async function nextExpiry(q: Queryable): Promise<number | null> {
  const { rows } = await q.query<{ at: number | null }>(
    `SELECT min(expires_at_ms) AS at FROM option_orders WHERE status = 'open'`,
  );
  return rows[0]?.at ?? null;
}

/** `markSettled` of many orders in one statement. */
export async function markSettledMany(
  q: Queryable,
  settled: Array<{ id: number } & Settlement>,
): Promise<void> {
  if (!settled.length) return;
  await q.query(
    `UPDATE option_orders o SET status = 'settled', close_price = v.price, close_tick_ms = v.ts, result = v.result,
            payout = v.payout, settled_at = now()
       FROM unnest($1::bigint[], $2::numeric[], $3::bigint[], $4::text[], $5::numeric[]) AS v(id, price, ts, result, payout)
      WHERE o.id = v.id AND o.status = 'open'`,
    [
      settled.map((s) => s.id),
      settled.map((s) => s.closePrice),
      settled.map((s) => s.closeTickMs),
      settled.map((s) => s.result),
      settled.map((s) => s.payout),
    ],
  );
}

// ------------------------------------------------------------------ operator's side

export const { pairsActive, setPairActive } = pairSwitch('option_pairs');

export async function openOrdersOn(q: Queryable, instrumentId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM option_orders WHERE instrument_id = $1 AND status = 'open'`,
    [instrumentId],
  );
  return rows[0]!.n;
}

/** A period as the console edits it, switched off ones too. */
export interface PeriodAdminRow {
  seconds: number;
  payout_rate: string;
  min_stake: string;
  max_stake: string;
  active: boolean;
}

const PERIOD_ADMIN_COLUMNS = `seconds, trim_scale(payout_rate)::text AS payout_rate, trim_scale(min_stake)::text AS min_stake,
  trim_scale(max_stake)::text AS max_stake, active`;

export async function allPeriods(q: Queryable): Promise<PeriodAdminRow[]> {
  const { rows } = await q.query<PeriodAdminRow>(
    `SELECT ${PERIOD_ADMIN_COLUMNS} FROM option_periods ORDER BY seconds`,
  );
  return rows;
}

export async function lockPeriod(q: Queryable, seconds: number): Promise<PeriodAdminRow | null> {
  const { rows } = await q.query<PeriodAdminRow>(
    `SELECT ${PERIOD_ADMIN_COLUMNS} FROM option_periods WHERE seconds = $1 FOR UPDATE`,
    [seconds],
  );
  return rows[0] ?? null;
}

export async function upsertPeriod(q: Queryable, p: PeriodAdminRow): Promise<void> {
  await q.query(
    `INSERT INTO option_periods (seconds, payout_rate, min_stake, max_stake, active) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (seconds) DO UPDATE SET payout_rate = EXCLUDED.payout_rate, min_stake = EXCLUDED.min_stake,
            max_stake = EXCLUDED.max_stake, active = EXCLUDED.active`,
    [p.seconds, p.payout_rate, p.min_stake, p.max_stake, p.active],
  );
}

/** A user's orders: the console's drill-down (read only, the shape every product fits). */
export const consoleOrders = userOrdersOf(
  `SELECT o.id, ${epochOf('o.created_at')} AS created_at, i.symbol || ' ' || o.seconds || 's' AS instrument,
      CASE o.direction WHEN ${OPTION_DIRECTION.up} THEN 'up' ELSE 'down' END AS side, ${decimalOf('o.stake')} AS amount, o.stake AS amount_n,
      o.currency_id::text AS currency, ${decimalOf('o.open_price')} AS price, ${decimalOf('o.payout')} AS result, o.status, o.user_id AS uid
    FROM option_orders o JOIN instruments i ON i.id = o.instrument_id`,
  withCurrencyCodes,
);
