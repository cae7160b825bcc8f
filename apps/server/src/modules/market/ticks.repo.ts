import type { Queryable } from '../../platform/db';

/*
 * The market module owns the tick log: other modules read recorded prices only through these,
 * inside their own transactions (the handle comes first), never by naming the table.
 */

/** The newest tick in the tick log of an instrument (the recorded price, never a received one). */
export async function lastTick(
  q: Queryable,
  instrumentId: number,
): Promise<{ price: string; ts: number } | null> {
  const { rows } = await q.query<{ price: string; ts: string }>(
    `SELECT trim_scale(price)::text AS price, ts FROM ticks WHERE instrument_id = $1 ORDER BY ts DESC LIMIT 1`,
    [instrumentId],
  );
  return rows[0] ? { price: rows[0].price, ts: Number(rows[0].ts) } : null;
}

/** Recorded ticks of an instrument after `afterMs`, oldest first. */
export async function ticksAfter(
  q: Queryable,
  instrumentId: number,
  afterMs: number,
  limit: number,
): Promise<Array<{ price: string; ts: number }>> {
  const { rows } = await q.query<{ price: string; ts: string }>(
    `SELECT trim_scale(price)::text AS price, ts FROM ticks WHERE instrument_id = $1 AND ts > $2
     ORDER BY ts LIMIT $3`,
    [instrumentId, afterMs, limit],
  );
  return rows.map((r) => ({ price: r.price, ts: Number(r.ts) }));
}

/**
 * The ticks recorded after each instrument's cursor (ms), at most `limit` per instrument, in
 * time order: how a node that does not walk the simulated prices follows the one that does.
 * One index probe per instrument (the primary key), in one statement.
 */
export async function ticksSince(
  q: Queryable,
  cursors: Array<{ instrumentId: number; afterMs: number }>,
  limit: number,
): Promise<Array<{ instrumentId: number; ts: number; price: string }>> {
  if (!cursors.length) return [];
  const { rows } = await q.query<{ instrument_id: number; ts: string; price: string }>(
    `SELECT c.id AS instrument_id, t.ts, trim_scale(t.price)::text AS price
       FROM unnest($1::int[], $2::bigint[]) AS c (id, after_ms)
      CROSS JOIN LATERAL (
        SELECT ts, price FROM ticks WHERE instrument_id = c.id AND ts > c.after_ms ORDER BY ts LIMIT $3
      ) t
      ORDER BY t.ts, c.id`,
    [cursors.map((c) => c.instrumentId), cursors.map((c) => c.afterMs), limit],
  );
  return rows.map((r) => ({
    instrumentId: Number(r.instrument_id),
    ts: Number(r.ts),
    price: r.price,
  }));
}

/**
 * Each instrument's newest tick (by the primary key, one probe each), in one statement: a
 * start read them one query per instrument.
 */
export async function lastTicks(
  q: Queryable,
  instrumentIds: number[],
): Promise<Map<number, { price: string; ts: number }>> {
  const { rows } = await q.query<{ instrument_id: number; price: string; ts: number }>(
    `SELECT i.id AS instrument_id, trim_scale(t.price)::text AS price, t.ts
       FROM unnest($1::int[]) AS i (id)
      CROSS JOIN LATERAL (
        SELECT price, ts FROM ticks WHERE instrument_id = i.id ORDER BY ts DESC LIMIT 1
      ) t`,
    [instrumentIds],
  );
  return new Map(rows.map((r) => [r.instrument_id, { price: r.price, ts: r.ts }]));
}

/** The price of an instrument's first recorded tick at or after a time (ms), or null. */
export async function firstTickAtOrAfter(q: Queryable, instrumentId: number, ms: number) {
  const { rows } = await q.query<{ price: string }>(
    `SELECT trim_scale(price)::text AS price FROM ticks WHERE instrument_id = $1 AND ts >= $2 ORDER BY ts LIMIT 1`,
    [instrumentId, ms],
  );
  return rows[0]?.price ?? null;
}

/**
 * The close tick of each order (the first recorded tick at or after its expiry: how a seconds
 * option settles), in one statement; orders whose tick is not in the log yet are absent.
 */
export async function closeTicks(
  q: Queryable,
  orders: Array<{ id: number; instrument_id: number; expires_at_ms: number }>,
): Promise<Map<number, { ts: number; price: string }>> {
  if (!orders.length) return new Map();
  const { rows } = await q.query<{ id: number; ts: number; price: string }>(
    `SELECT o.id, t.ts, trim_scale(t.price)::text AS price
       FROM unnest($1::bigint[], $2::int[], $3::bigint[]) AS o(id, instrument_id, ms)
       CROSS JOIN LATERAL (SELECT ts, price FROM ticks
                            WHERE instrument_id = o.instrument_id AND ts >= o.ms ORDER BY ts LIMIT 1) t`,
    [
      orders.map((o) => o.id),
      orders.map((o) => o.instrument_id),
      orders.map((o) => o.expires_at_ms),
    ],
  );
  return new Map(rows.map((r) => [Number(r.id), { ts: Number(r.ts), price: r.price }]));
}

/** The latest recorded price of a coin against USDT at or before a time (ms), from the tick log. */
export async function tickAtOrBefore(
  q: Queryable,
  currencyId: number,
  ms: number,
): Promise<{ ts: number; price: string } | null> {
  const { rows } = await q.query<{ ts: number; price: string }>(
    `SELECT t.ts, trim_scale(t.price)::text AS price FROM ticks t
      WHERE t.instrument_id = (SELECT id FROM instruments WHERE currency_id = $1 AND quote = 'USDT' ORDER BY id LIMIT 1)
        AND t.ts <= $2 ORDER BY t.ts DESC LIMIT 1`,
    [currencyId, ms],
  );
  return rows[0] ?? null;
}

/**
 * For each order, the latest recorded price of its coin against USDT at or before its
 * settlement time (the rule of `tickAtOrBefore`), in one statement; orders without any are absent.
 */
export async function settlementTicks(
  q: Queryable,
  orders: Array<{ id: number; currency_id: number; end_at: number }>,
): Promise<Map<number, { ts: number; price: string }>> {
  if (!orders.length) return new Map();
  const { rows } = await q.query<{ id: number; ts: number; price: string }>(
    `SELECT o.id, t.ts, trim_scale(t.price)::text AS price
       FROM unnest($1::bigint[], $2::int[], $3::bigint[]) AS o(id, currency_id, ms)
       CROSS JOIN LATERAL (
         SELECT tk.ts, tk.price FROM ticks tk
          WHERE tk.instrument_id = (SELECT id FROM instruments WHERE currency_id = o.currency_id AND quote = 'USDT' ORDER BY id LIMIT 1)
            AND tk.ts <= o.ms ORDER BY tk.ts DESC LIMIT 1) t`,
    [orders.map((o) => o.id), orders.map((o) => o.currency_id), orders.map((o) => o.end_at * 1000)],
  );
  return new Map(rows.map((r) => [Number(r.id), { ts: Number(r.ts), price: r.price }]));
}

/**
 * The latest recorded USDT price of each currency (USDT itself is 1, with no tick), read for
 * them all in one statement; null for a currency with no tick yet, absent for an unknown id.
 */
export async function usdtPrices(
  q: Queryable,
  ids: number[],
): Promise<Map<number, { price: string; ts: number | null } | null>> {
  const { rows } = await q.query<{
    id: number;
    code: string;
    price: string | null;
    ts: string | null;
  }>(
    `SELECT c.id, c.code, t.price, t.ts::text AS ts FROM currencies c
       LEFT JOIN LATERAL (
         SELECT trim_scale(t.price)::text AS price, t.ts FROM ticks t
          WHERE t.instrument_id = (SELECT id FROM instruments WHERE currency_id = c.id AND quote = 'USDT' ORDER BY id LIMIT 1)
          ORDER BY t.ts DESC LIMIT 1) t ON true
      WHERE c.id = ANY($1::int[])`,
    [ids],
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      r.code === 'USDT'
        ? { price: '1', ts: null }
        : r.price === null
          ? null
          : { price: r.price, ts: Number(r.ts) },
    ]),
  );
}

/** Ticks of one instrument by a comparison with `ms`, nearest first, at most `n`. */
async function ticksBy(
  q: Queryable,
  instrumentId: number,
  op: '=' | '>=' | '<=',
  ms: number,
  n: number,
): Promise<Array<{ ts: number; price: string }>> {
  const { rows } = await q.query<{ ts: string; price: string }>(
    `SELECT ts, trim_scale(price)::text AS price FROM ticks WHERE instrument_id = $1 AND ts ${op} $2
      ORDER BY ts ${op === '<=' ? 'DESC' : ''} LIMIT $3`,
    [instrumentId, ms, n],
  );
  return rows.map((r) => ({ ts: Number(r.ts), price: r.price }));
}

/** The recorded tick of an instrument at exactly `ms`: a list of it, empty when the log lacks it. */
export const tickAt = (q: Queryable, instrumentId: number, ms: number) =>
  ticksBy(q, instrumentId, '=', ms, 1);

/** The first `n` recorded ticks of an instrument at or after `ms`, oldest first. */
export const ticksFrom = (q: Queryable, instrumentId: number, ms: number, n = 1) =>
  ticksBy(q, instrumentId, '>=', ms, n);

/** The last `n` recorded ticks of an instrument at or before `ms`, newest first. */
export const ticksUpTo = (q: Queryable, instrumentId: number, ms: number, n = 1) =>
  ticksBy(q, instrumentId, '<=', ms, n);

/** How long the tick log keeps ticks (hours): older ones may have been deleted by the retention job. */
export async function tickRetentionHours(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ hours: number }>(
    'SELECT retention_hours AS hours FROM tick_log_policy',
  );
  return Number(rows[0]?.hours ?? 0);
}
