import {
  ACCOUNT_TYPES,
  LEVER_LIST_ALL,
  LEVER_LIST_ENDED,
  LEVER_SIDE,
  LEVER_STATUS,
} from '@tidemark/contracts';
import {
  holdRemainingColumn,
  userAccountIdColumn,
  userBalance,
  userBalancesIn,
  type Balance,
} from '../../ledger';
import { must } from '../../platform/assert';
import type { Queryable } from '../../platform/db';
import type { Side } from './formulas';
import { decimalOf, epochOf, userOrdersOf } from '../../platform/user-orders';
import { currencyPriceTerms, withCurrencyCodes } from '../market';

/** The statuses of a position still live: an entry waiting to open, or open. */
const LIVE = `${LEVER_STATUS.entrusted}, ${LEVER_STATUS.open}`;

/** A position as the service and the risk engine read it (money as decimal strings). */
export interface PositionRow {
  id: number;
  user_id: number;
  instrument_id: number;
  symbol: string;
  base_currency_id: number | null;
  currency_id: number;
  precision: number;
  side: Side;
  kind: 'market' | 'limit';
  status: 0 | 1 | 3 | 4;
  share: string;
  qty: string;
  leverage: number;
  origin_price: string;
  open_price: string;
  margin: string;
  fee: string;
  overnight_rate: string;
  overnight_money: string;
  target_profit_price: string | null;
  stop_loss_price: string | null;
  /** A stop-limit entry: its stop, the side of the mark it waits on, and its state. */
  stop_price: string | null;
  stop_direction: 'up' | 'down' | null;
  stop_state: 'waiting' | 'triggered' | null;
  /** The recorded tick that triggered it. */
  trigger_price: string | null;
  trigger_ms: number | null;
  open_tick_price: string | null;
  open_tick_ms: number | null;
  close_price: string | null;
  close_tick_ms: number | null;
  close_reason: 'manual' | 'tp' | 'sl' | 'liquidation' | null;
  realised_pnl: string | null;
  house_loss: string;
  hold_id: number;
  /** What the position's hold still keeps (its margin, less what losses and fees took). */
  held: string;
  created_at_ms: number;
  opened_at_ms: number | null;
  completed_at_ms: number | null;
  /** A USD-base pair (USD/JPY): see formulas `isUsdBase`. */
  usd_base: boolean;
}

const n = (column: string, as = column.split('.').pop()) => `trim_scale(${column})::text AS ${as}`;
const SELECT = `SELECT p.id, p.user_id, p.instrument_id, i.symbol, i.currency_id AS base_currency_id, p.currency_id,
    p.side, p.kind, p.status, ${n('p.share')}, ${n('p.qty')}, p.leverage, ${n('p.origin_price')}, ${n('p.open_price')},
    ${n('p.margin')}, ${n('p.fee')}, ${n('p.overnight_rate')}, ${n('p.overnight_money')}, ${n('p.target_profit_price')},
    ${n('p.stop_loss_price')}, ${n('p.open_tick_price')}, p.open_tick_ms, ${n('p.close_price')}, p.close_tick_ms, p.close_reason, ${n('p.realised_pnl')},
    ${n('p.house_loss')}, p.hold_id, p.created_at_ms, ${n('p.stop_price')}, p.stop_direction, p.stop_state,
    ${n('p.trigger_price')}, p.trigger_ms::float8 AS trigger_ms, p.opened_at_ms, p.completed_at_ms,
    (i.base = 'USD' AND i.quote NOT IN ('USD', 'USDT')) AS usd_base,
    ${holdRemainingColumn('p.hold_id', 'held')}`;
/** The position's joins, its rows named `p` (the table, or a statement's RETURNING). */
const JOINS = (rows: string) => `FROM ${rows} p JOIN instruments i ON i.id = p.instrument_id`;

/** A margin currency's places the caller has read already (from the catalogue, this request). */
export interface KnownPlaces {
  currency_id: number;
  precision: number;
}

/**
 * Positions as selected, each with what its hold still keeps (a ledger column: one round trip)
 * and its margin currency's places: the market's catalogue, one more read (none for no rows, or
 * when every row's currency is the one whose places the caller passes as `known`).
 */
async function selectPositions(
  q: Queryable,
  tail: string,
  params: unknown[],
  /** `WITH changed AS (UPDATE … RETURNING *) `: the rows selected are those it returned. */
  with_?: string,
  known?: KnownPlaces,
): Promise<PositionRow[]> {
  const { rows } = await q.query<Omit<PositionRow, 'held' | 'precision'> & { held: string | null }>(
    `${with_ ?? ''}${SELECT} ${JOINS(with_ ? 'changed' : 'lever_positions')} ${tail}`,
    params,
  );
  const ids = [...new Set(rows.map((r) => Number(r.currency_id)))];
  const places = new Map<number, number>();
  if (known && ids.every((id) => id === Number(known.currency_id)))
    places.set(Number(known.currency_id), known.precision);
  else if (ids.length)
    for (const [id, t] of await currencyPriceTerms(q, ids)) places.set(id, t.precision);
  return rows.map((r) => ({
    ...r,
    precision: must(
      places.get(Number(r.currency_id)),
      `margin currency ${r.currency_id} of lever position ${r.id}`,
    ),
    held: must(r.held, `hold ${r.hold_id} of lever position ${r.id}`),
  }));
}

export async function pairActive(q: Queryable, instrumentId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM lever_pairs WHERE instrument_id = $1 AND active', [
    instrumentId,
  ]);
  return rows.length > 0;
}

export async function position(
  q: Queryable,
  id: number,
  known?: KnownPlaces,
): Promise<PositionRow | null> {
  return (await selectPositions(q, 'WHERE p.id = $1', [id], undefined, known))[0] ?? null;
}

export async function positionByKey(q: Queryable, key: string): Promise<PositionRow | null> {
  return (await selectPositions(q, 'WHERE p.idempotency_key = $1', [key]))[0] ?? null;
}

/**
 * Locks one position row and reads it whole (inside the caller's transaction): one statement,
 * the row lock taken by the read itself (only the position's row, not its instrument's).
 */
export async function lockPosition(q: Queryable, id: number): Promise<PositionRow | null> {
  return (await selectPositions(q, 'WHERE p.id = $1 FOR UPDATE OF p', [id]))[0] ?? null;
}

/** One user's position, locked; null for another user's (which it leaves unlocked) or none. */
export async function lockOwnPosition(
  q: Queryable,
  id: number,
  userId: number,
): Promise<PositionRow | null> {
  return (
    (
      await selectPositions(q, 'WHERE p.id = $1 AND p.user_id = $2 FOR UPDATE OF p', [id, userId])
    )[0] ?? null
  );
}

/** Waiting and open positions of one user, in id order; locked when asked (the order locks are taken in). */
export async function activePositions(
  q: Queryable,
  userId: number,
  lock = false,
): Promise<PositionRow[]> {
  if (lock)
    await q.query(
      `SELECT id FROM lever_positions WHERE user_id = $1 AND status IN (${LIVE}) ORDER BY id FOR UPDATE`,
      [userId],
    );
  return selectPositions(q, `WHERE p.user_id = $1 AND p.status IN (${LIVE}) ORDER BY p.id`, [
    userId,
  ]);
}

export async function activePositionsOfUsers(
  q: Queryable,
  userIds: number[],
): Promise<PositionRow[]> {
  if (!userIds.length) return [];
  return selectPositions(
    q,
    `WHERE p.user_id = ANY($1::bigint[]) AND p.status IN (${LIVE}) ORDER BY p.user_id, p.id`,
    [userIds],
  );
}

/**
 * For a new position, in one round trip: the user's waiting and open positions, the next
 * position id (one taken by an order then refused is a gap, as with any rolled-back insert), and
 * the id of the user's account in `currencyId` of `accountType` (null until it is opened).
 */
export async function activeCountAndNextId(
  q: Queryable,
  userId: number,
  currencyId: number,
  accountType: number,
): Promise<{ count: number; nextId: number; accountId: number | null }> {
  const { rows } = await q.query<{ n: number; id: number; account: number | null }>(
    `SELECT (SELECT count(*)::int FROM lever_positions WHERE user_id = $1 AND status IN (${LIVE})) AS n,
            nextval('lever_positions_id_seq') AS id,
            ${userAccountIdColumn('$1', '$2', '$3', 'account')}`,
    [userId, currencyId, accountType],
  );
  const row = must(rows[0], 'count of positions and nextval');
  return {
    count: row.n,
    nextId: row.id,
    accountId: row.account === null ? null : Number(row.account),
  };
}

export async function activeCount(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM lever_positions WHERE user_id = $1 AND status IN (${LIVE})`,
    [userId],
  );
  return must(rows[0], 'count of positions').n;
}

/** Users with a waiting or open position in these instruments, ids in (after, upTo], ascending. */
export async function usersActiveIn(
  q: Queryable,
  instrumentIds: number[],
  afterUserId: number,
  limit: number,
  upToUserId: number | null = null,
): Promise<number[]> {
  const { rows } = await q.query<{ user_id: number }>(
    `SELECT DISTINCT user_id FROM lever_positions
      WHERE status IN (${LIVE}) AND instrument_id = ANY($1::smallint[]) AND user_id > $2
        AND ($4::bigint IS NULL OR user_id <= $4)
      ORDER BY user_id LIMIT $3`,
    [instrumentIds, afterUserId, limit, upToUserId],
  );
  return rows.map((r) => r.user_id);
}

export type { Balance };

/** Lever balances (USDT cross margin) of several users; users without the account are absent. */
export async function balances(
  q: Queryable,
  userIds: number[],
  currencyId: number,
): Promise<Map<number, Balance>> {
  const found = await userBalancesIn(q, userIds, [currencyId], ACCOUNT_TYPES.lever);
  const out = new Map<number, Balance>();
  for (const u of userIds) {
    const b = found.get(`${u}:${currencyId}`);
    if (b) out.set(u, b);
  }
  return out;
}

export async function balance(q: Queryable, userId: number, currencyId: number): Promise<Balance> {
  return userBalance(q, userId, currencyId, ACCOUNT_TYPES.lever);
}

export async function nextId(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ id: number }>(`SELECT nextval('lever_positions_id_seq') AS id`);
  return must(rows[0], 'nextval of lever_positions_id_seq').id;
}

export async function insertPosition(
  q: Queryable,
  p: {
    id: number;
    userId: number;
    instrumentId: number;
    currencyId: number;
    side: Side;
    kind: 'market' | 'limit';
    share: string;
    lotSize: string;
    qty: string;
    leverage: number;
    originPrice: string;
    openPrice: string;
    margin: string;
    fee: string;
    overnightRate: string;
    tp: string | null;
    sl: string | null;
    holdId: number;
    key: string;
    nowMs: number;
    /** A stop-limit entry's stop, and the side of the mark it waits on (none when left out). */
    stop?: { price: string; direction: 'up' | 'down' } | null;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO lever_positions (id, user_id, instrument_id, currency_id, side, kind, status, share, lot_size, qty, leverage,
        origin_price, open_price, margin, fee, overnight_rate, target_profit_price, stop_loss_price, hold_id, idempotency_key, created_at_ms,
        stop_price, stop_direction, stop_state)
     VALUES ($1, $2, $3, $4, $5, $6, 0, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
             $21, $22, CASE WHEN $21::numeric IS NULL THEN NULL ELSE 'waiting' END)`,
    [
      p.id,
      p.userId,
      p.instrumentId,
      p.currencyId,
      p.side,
      p.kind,
      p.share,
      p.lotSize,
      p.qty,
      p.leverage,
      p.originPrice,
      p.openPrice,
      p.margin,
      p.fee,
      p.overnightRate,
      p.tp,
      p.sl,
      p.holdId,
      p.key,
      p.nowMs,
      p.stop?.price ?? null,
      p.stop?.direction ?? null,
    ],
  );
}

/** A waiting stop-limit entry's stop is reached at a recorded tick: stored, it waits for its limit price since. */
export async function markTriggered(
  q: Queryable,
  id: number,
  tick: { price: string; ts: number },
): Promise<void> {
  await q.query(
    `UPDATE lever_positions SET stop_state = 'triggered', trigger_price = $2, trigger_ms = $3, updated_at = now()
      WHERE id = $1 AND stop_state = 'waiting'`,
    [id, tick.price, tick.ts],
  );
}

/** A waiting position opens at a tick: $1 id, $2 tick price, $3 tick time, $4 opened at. */
const MARK_OPENED = `UPDATE lever_positions SET status = ${LEVER_STATUS.open}, open_tick_price = $2, open_tick_ms = $3,
    opened_at_ms = $4, updated_at = now() WHERE id = $1`;

export async function markOpened(
  q: Queryable,
  id: number,
  tick: { price: string; ts: number },
  atMs: number,
): Promise<void> {
  await q.query(MARK_OPENED, [id, tick.price, tick.ts, atMs]);
}

/** `markOpened`, answering with the opened position as `position` reads it: one round trip. */
export async function markOpenedAndRead(
  q: Queryable,
  id: number,
  tick: { price: string; ts: number },
  atMs: number,
  known?: KnownPlaces,
): Promise<PositionRow | null> {
  return (
    (
      await selectPositions(
        q,
        '',
        [id, tick.price, tick.ts, atMs],
        `WITH changed AS (${MARK_OPENED} RETURNING *) `,
        known,
      )
    )[0] ?? null
  );
}

export async function markClosed(
  q: Queryable,
  id: number,
  c: {
    price: string;
    ts: number;
    reason: 'manual' | 'tp' | 'sl' | 'liquidation';
    pnl: string;
    houseLoss: string;
    atMs: number;
  },
): Promise<void> {
  await q.query(
    `UPDATE lever_positions SET status = ${LEVER_STATUS.closed}, close_price = $2, close_tick_ms = $3, close_reason = $4, realised_pnl = $5, house_loss = $6,
            completed_at_ms = $7, updated_at = now() WHERE id = $1`,
    [id, c.price, c.ts, c.reason, c.pnl, c.houseLoss, c.atMs],
  );
}

export async function markCancelled(q: Queryable, id: number, atMs: number): Promise<void> {
  await q.query(
    `UPDATE lever_positions SET status = ${LEVER_STATUS.cancelled}, completed_at_ms = $2, updated_at = now() WHERE id = $1`,
    [id, atMs],
  );
}

export async function setStops(
  q: Queryable,
  id: number,
  tp: string | null,
  sl: string | null,
): Promise<void> {
  await q.query(
    'UPDATE lever_positions SET target_profit_price = $2, stop_loss_price = $3, updated_at = now() WHERE id = $1',
    [id, tp, sl],
  );
}

export async function addOvernight(q: Queryable, id: number, amount: string): Promise<void> {
  await q.query(
    'UPDATE lever_positions SET overnight_money = overnight_money + $2, updated_at = now() WHERE id = $1',
    [id, amount],
  );
}

/** Claims one position's overnight charge of a day; false when that day was charged before. */
export async function claimOvernight(
  q: Queryable,
  positionId: number,
  day: string,
  due: string,
): Promise<boolean> {
  const { rowCount } = await q.query(
    'INSERT INTO lever_overnight_charges (position_id, day, due, charged) VALUES ($1, $2, $3, 0) ON CONFLICT DO NOTHING',
    [positionId, day, due],
  );
  return rowCount === 1;
}

export async function recordOvernight(
  q: Queryable,
  positionId: number,
  day: string,
  charged: string,
): Promise<void> {
  await q.query(
    'UPDATE lever_overnight_charges SET charged = $3 WHERE position_id = $1 AND day = $2',
    [positionId, day, charged],
  );
}

/** The owners of these positions, ascending (the order user locks are taken in). */
export async function ownersOf(q: Queryable, ids: number[]): Promise<number[]> {
  const { rows } = await q.query<{ user_id: number }>(
    'SELECT DISTINCT user_id FROM lever_positions WHERE id = ANY($1::bigint[]) ORDER BY user_id',
    [ids],
  );
  return rows.map((r) => Number(r.user_id));
}

/** These positions if still open, locked, in id order (their owners locked first by the caller). */
export async function lockOpenPositions(q: Queryable, ids: number[]): Promise<PositionRow[]> {
  return selectPositions(
    q,
    `WHERE p.id = ANY($1::bigint[]) AND p.status = ${LEVER_STATUS.open} ORDER BY p.id FOR UPDATE OF p`,
    [ids],
  );
}

/** `claimOvernight` of many positions for one day; returns the positions claimed now. */
export async function claimOvernightMany(
  q: Queryable,
  day: string,
  dues: Array<{ positionId: number; due: string }>,
): Promise<Set<number>> {
  if (!dues.length) return new Set();
  const { rows } = await q.query<{ position_id: number }>(
    `INSERT INTO lever_overnight_charges (position_id, day, due, charged)
     SELECT id, $1::date, due, 0 FROM unnest($2::bigint[], $3::numeric[]) AS v(id, due)
     ON CONFLICT DO NOTHING RETURNING position_id`,
    [day, dues.map((d) => d.positionId), dues.map((d) => d.due)],
  );
  return new Set(rows.map((r) => Number(r.position_id)));
}

/** `recordOvernight` and `addOvernight` of many positions for one day, in one statement. */
export async function recordOvernightMany(
  q: Queryable,
  day: string,
  charged: Array<{ positionId: number; charged: string }>,
): Promise<void> {
  if (!charged.length) return;
  await q.query(
    `WITH v AS (SELECT * FROM unnest($2::bigint[], $3::numeric[]) AS v(id, charged)),
          recorded AS (
            UPDATE lever_overnight_charges c SET charged = v.charged FROM v
             WHERE c.position_id = v.id AND c.day = $1::date
          )
     UPDATE lever_positions p SET overnight_money = overnight_money + v.charged, updated_at = now()
       FROM v WHERE p.id = v.id AND v.charged > 0`,
    [day, charged.map((c) => c.positionId), charged.map((c) => c.charged)],
  );
}

/** Open positions opened before a day began and not charged for it yet, by id after a cursor. */
export async function overnightDue(
  q: Queryable,
  day: string,
  dayStartMs: number,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT p.id FROM lever_positions p
      WHERE p.status = ${LEVER_STATUS.open} AND p.opened_at_ms < $2 AND p.id > $3
        AND NOT EXISTS (SELECT 1 FROM lever_overnight_charges c WHERE c.position_id = p.id AND c.day = $1)
      ORDER BY p.id LIMIT $4`,
    [day, dayStartMs, afterId, limit],
  );
  return rows.map((r) => r.id);
}

export interface ListFilter {
  status: number;
  instrumentId: number | null;
  limit: number;
  offset: number;
}

/** One user's positions, newest first; status −1 means every state. */
export async function listPositions(
  q: Queryable,
  userId: number,
  f: ListFilter,
): Promise<{ rows: PositionRow[]; total: number }> {
  const where = ['p.user_id = $1'];
  const params: unknown[] = [userId];
  if (f.status === LEVER_LIST_ENDED)
    where.push(`p.status IN (${LEVER_STATUS.closed}, ${LEVER_STATUS.cancelled})`);
  else if (f.status !== LEVER_LIST_ALL) where.push(`p.status = $${params.push(f.status)}`);
  if (f.instrumentId !== null) where.push(`p.instrument_id = $${params.push(f.instrumentId)}`);
  const cond = where.join(' AND ');
  const rows = await selectPositions(
    q,
    `WHERE ${cond} ORDER BY p.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, f.limit, f.offset],
  );
  const count = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM lever_positions p WHERE ${cond}`,
    params,
  );
  return { rows, total: must(count.rows[0], 'count of positions').n };
}

// ------------------------------------------------------------------ operator's instrument edit

/** Each given instrument's pair switch (instruments that are no pair are absent). */
export async function pairsActive(q: Queryable, ids: number[]): Promise<Map<number, boolean>> {
  const { rows } = await q.query<{ instrument_id: number; active: boolean }>(
    'SELECT instrument_id, active FROM lever_pairs WHERE instrument_id = ANY($1::int[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.instrument_id, r.active]));
}

/** Switches the pair on or off; false when the instrument is no pair. */
export async function setPairActive(
  q: Queryable,
  instrumentId: number,
  active: boolean,
): Promise<boolean> {
  const { rowCount } = await q.query(
    'UPDATE lever_pairs SET active = $2 WHERE instrument_id = $1',
    [instrumentId, active],
  );
  return (rowCount ?? 0) > 0;
}

/** Positions still pending or open on an instrument. */
export async function openPositionsOn(q: Queryable, instrumentId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM lever_positions WHERE instrument_id = $1 AND status IN (${LIVE})`,
    [instrumentId],
  );
  return rows[0]!.n;
}

/** A user's positions: the console's drill-down (read only, the shape every product fits). */
export const consoleOrders = userOrdersOf(
  `SELECT p.id, ${epochOf('p.created_at')} AS created_at, i.symbol AS instrument,
      CASE p.side WHEN ${LEVER_SIDE.long} THEN 'long' ELSE 'short' END AS side, ${decimalOf('p.margin')} AS amount, p.margin AS amount_n,
      p.currency_id::text AS currency, ${decimalOf('p.open_price')} AS price, ${decimalOf('p.realised_pnl')} AS result,
      CASE p.status WHEN ${LEVER_STATUS.entrusted} THEN 'entrusted' WHEN ${LEVER_STATUS.open} THEN 'open' WHEN ${LEVER_STATUS.closed} THEN 'closed' ELSE 'cancelled' END AS status,
      p.user_id AS uid
    FROM lever_positions p JOIN instruments i ON i.id = p.instrument_id`,
  withCurrencyCodes,
);
