import type { Queryable } from '../../platform/db';
import type { Period } from './periods';

export interface InstrumentRow {
  id: number;
  symbol: string;
  base: string;
  quote: string;
  kind: 'crypto' | 'stock' | 'forex' | 'commodity';
  currency_id: number | null;
  legal_id: number;
  price_decimals: number;
  tick_size: string;
  lot_size: string;
  min_lots: string;
  max_lots: string;
  leverages: number[];
  hours: '24x7' | 'weekdays';
  start_price: string;
  volatility: string;
  sort_order: number;
}

export async function instruments(q: Queryable): Promise<InstrumentRow[]> {
  const { rows } = await q.query<InstrumentRow>(
    `SELECT id, symbol, base, quote, kind, currency_id, legal_id, price_decimals, trim_scale(tick_size)::text AS tick_size,
            trim_scale(lot_size)::text AS lot_size, trim_scale(min_lots)::text AS min_lots, trim_scale(max_lots)::text AS max_lots,
            leverages, hours, trim_scale(start_price)::text AS start_price, volatility::text AS volatility, sort_order
       FROM instruments WHERE active ORDER BY sort_order`,
  );
  return rows;
}

export async function lastCloses(
  q: Queryable,
): Promise<Map<number, { close: string; ts: number }>> {
  // One index probe per instrument (newest bar by the primary key) rather than DISTINCT ON
  // over every 1-minute bar of every day kept: this runs on each start (restart time).
  const { rows } = await q.query<{ instrument_id: number; close: string; open_time: number }>(
    `SELECT i.id AS instrument_id, trim_scale(k.close)::text AS close, k.open_time
       FROM instruments i
       CROSS JOIN LATERAL (
         SELECT close, open_time FROM klines
          WHERE instrument_id = i.id AND period = '1min'
          ORDER BY open_time DESC LIMIT 1
       ) k`,
  );
  return new Map(rows.map((r) => [r.instrument_id, { close: r.close, ts: r.open_time * 1000 }]));
}

export interface BarRow {
  instrumentId: number;
  openTime: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/** Merges bars of one period into the table: first open kept, extremes widened, last close, volume added. */
export async function mergeBars(q: Queryable, period: Period, bars: BarRow[]) {
  if (!bars.length) return [];
  const { rows } = await q.query<KlineRow & { instrument_id: number }>(
    `INSERT INTO klines (instrument_id, period, open_time, open, high, low, close, volume)
     SELECT i, $1, t, o, h, l, c, v
       FROM unnest($2::smallint[], $3::bigint[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[], $8::numeric[]) AS x(i, t, o, h, l, c, v)
     ON CONFLICT (instrument_id, period, open_time) DO UPDATE
        SET high = GREATEST(klines.high, EXCLUDED.high), low = LEAST(klines.low, EXCLUDED.low),
            close = EXCLUDED.close, volume = klines.volume + EXCLUDED.volume
     RETURNING instrument_id, open_time, trim_scale(open)::text AS open, trim_scale(high)::text AS high,
               trim_scale(low)::text AS low, trim_scale(close)::text AS close, trim_scale(volume)::text AS volume`,
    [
      period,
      bars.map((b) => b.instrumentId),
      bars.map((b) => b.openTime),
      bars.map((b) => b.open),
      bars.map((b) => b.high),
      bars.map((b) => b.low),
      bars.map((b) => b.close),
      bars.map((b) => b.volume),
    ],
  );
  return rows;
}

export async function insertTicks(
  q: Queryable,
  ticks: Array<{ instrumentId: number; ts: number; price: string }>,
): Promise<void> {
  if (!ticks.length) return;
  await q.query(
    `INSERT INTO ticks (instrument_id, ts, price) SELECT * FROM unnest($1::smallint[], $2::bigint[], $3::numeric[]) ON CONFLICT DO NOTHING`,
    [ticks.map((t) => t.instrumentId), ticks.map((t) => t.ts), ticks.map((t) => t.price)],
  );
}

export interface KlineRow {
  open_time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

export async function bars(
  q: Queryable,
  instrumentId: number,
  period: Period,
  fromS: number,
  toS: number,
  limit: number,
): Promise<KlineRow[]> {
  const { rows } = await q.query<KlineRow>(
    `SELECT open_time, trim_scale(open)::text AS open, trim_scale(high)::text AS high, trim_scale(low)::text AS low,
            trim_scale(close)::text AS close, trim_scale(volume)::text AS volume
       FROM (SELECT * FROM klines WHERE instrument_id = $1 AND period = $2 AND open_time BETWEEN $3 AND $4
             ORDER BY open_time DESC LIMIT $5) recent
      ORDER BY open_time`,
    [instrumentId, period, fromS, toS, limit],
  );
  return rows;
}

/** 24-hour statistics from 1-minute bars. */
export async function dayStats(q: Queryable, sinceS: number) {
  const { rows } = await q.query<{
    instrument_id: number;
    open: string;
    high: string;
    low: string;
    volume: string;
  }>(
    // Per instrument along the primary key (its day's bars, then its first one), not a scan of
    // every bar kept sorted by instrument: this runs on each start and every minute.
    // An instrument without a bar in the day has no first one and so no row, as before.
    `SELECT i.id AS instrument_id, trim_scale(f.open)::text AS open,
            trim_scale(s.high)::text AS high, trim_scale(s.low)::text AS low,
            trim_scale(s.volume)::text AS volume
       FROM instruments i
      CROSS JOIN LATERAL (
        SELECT max(high) AS high, min(low) AS low, sum(volume) AS volume FROM klines
         WHERE instrument_id = i.id AND period = '1min' AND open_time >= $1
      ) s
      CROSS JOIN LATERAL (
        SELECT open FROM klines
         WHERE instrument_id = i.id AND period = '1min' AND open_time >= $1
         ORDER BY open_time LIMIT 1
      ) f`,
    [sinceS],
  );
  return new Map(rows.map((r) => [r.instrument_id, r]));
}

export async function hasMinuteBars(q: Queryable, instrumentId: number): Promise<boolean> {
  const { rowCount } = await q.query(
    `SELECT 1 FROM klines WHERE instrument_id = $1 AND period = '1min' LIMIT 1`,
    [instrumentId],
  );
  return Boolean(rowCount);
}

/** Bars of one period, column by column (the backfill writes them in batches). */
export interface HistoryBars {
  t: number[];
  o: string[];
  h: string[];
  l: string[];
  c: string[];
  v: string[];
}

/**
 * Writes simulated history. A bar the live feed has already begun (the one both touch) keeps
 * the feed's close and takes the history's open, as the history is the earlier part of it.
 */
export async function insertHistoryBars(
  q: Queryable,
  instrumentId: number,
  period: Period,
  cols: HistoryBars,
): Promise<void> {
  await q.query(
    `INSERT INTO klines (instrument_id, period, open_time, open, high, low, close, volume)
     SELECT $1, $2, * FROM unnest($3::bigint[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[], $8::numeric[])
     ON CONFLICT (instrument_id, period, open_time) DO UPDATE
        SET open = EXCLUDED.open, high = GREATEST(klines.high, EXCLUDED.high), low = LEAST(klines.low, EXCLUDED.low),
            volume = klines.volume + EXCLUDED.volume`,
    [instrumentId, period, cols.t, cols.o, cols.h, cols.l, cols.c, cols.v],
  );
}

/** Deletes at most `limit` ticks older than `beforeMs`; returns how many went. */
export async function deleteTicksBefore(
  q: Queryable,
  beforeMs: number,
  limit: number,
): Promise<number> {
  const { rowCount } = await q.query(
    `DELETE FROM ticks WHERE ctid IN (SELECT ctid FROM ticks WHERE ts < $1 LIMIT $2)`,
    [beforeMs, limit],
  );
  return rowCount ?? 0;
}

/** The symbols a user marked, oldest first. */
export async function favouriteSymbols(q: Queryable, userId: number): Promise<string[]> {
  const { rows } = await q.query<{ symbol: string }>(
    `SELECT i.symbol FROM favourites f JOIN instruments i ON i.id = f.instrument_id WHERE f.user_id = $1 ORDER BY f.created_at`,
    [userId],
  );
  return rows.map((r) => r.symbol);
}

export async function addFavourite(
  q: Queryable,
  userId: number,
  instrumentId: number,
): Promise<void> {
  await q.query(
    'INSERT INTO favourites (user_id, instrument_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [userId, instrumentId],
  );
}

export async function removeFavourite(
  q: Queryable,
  userId: number,
  instrumentId: number,
): Promise<void> {
  await q.query('DELETE FROM favourites WHERE user_id = $1 AND instrument_id = $2', [
    userId,
    instrumentId,
  ]);
}

/**
 * Asks the database for a checkpoint, so the WAL that a large write (the history of a new data
 * folder) left behind is recycled now rather than minutes later. Best effort: a PostgreSQL role
 * without the right to checkpoint simply waits for the next one.
 */
export async function checkpoint(q: Queryable): Promise<void> {
  await q.query('CHECKPOINT').catch(() => undefined);
}

// ------------------------------------------------------------------ operator's instrument terms

/** An instrument's terms as the console edits them (which products trade it is the products' own). */
export type InstrumentTermsRow = Pick<
  InstrumentRow,
  | 'id'
  | 'symbol'
  | 'kind'
  | 'hours'
  | 'price_decimals'
  | 'tick_size'
  | 'lot_size'
  | 'min_lots'
  | 'max_lots'
  | 'leverages'
  | 'sort_order'
> & { active: boolean };

// Deliberately no start_price nor volatility: they steer the price feed, which no operator touches.
const TERMS_COLUMNS = `id, symbol, kind, hours, price_decimals, trim_scale(tick_size)::text AS tick_size,
  trim_scale(lot_size)::text AS lot_size, trim_scale(min_lots)::text AS min_lots,
  trim_scale(max_lots)::text AS max_lots, leverages, sort_order, active`;
const TERMS_SORT = {
  sort_order: 'sort_order, id',
  symbol: 'symbol',
  kind: 'kind, sort_order',
} as const;

/** Every instrument, listed or not, filtered by kind and symbol, one page of them. */
export async function instrumentTerms(
  q: Queryable,
  filter: { kind?: string | undefined; symbol?: string | undefined; sort: keyof typeof TERMS_SORT },
  limit: number,
  offset: number,
): Promise<{ rows: InstrumentTermsRow[]; total: number }> {
  const where = `WHERE ($1::text IS NULL OR kind = $1) AND ($2::text IS NULL OR symbol ILIKE '%' || $2 || '%')`;
  const symbol = filter.symbol ? filter.symbol.replace(/[%_\\]/g, '') : null;
  const { rows } = await q.query<InstrumentTermsRow>(
    `SELECT ${TERMS_COLUMNS} FROM instruments ${where}
      ORDER BY ${TERMS_SORT[filter.sort]} LIMIT $3 OFFSET $4`,
    [filter.kind ?? null, symbol || null, limit, offset],
  );
  const count = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM instruments ${where}`,
    [filter.kind ?? null, symbol || null],
  );
  return { rows, total: count.rows[0]!.n };
}

export async function lockInstrumentTerms(
  q: Queryable,
  id: number,
): Promise<InstrumentTermsRow | null> {
  const { rows } = await q.query<InstrumentTermsRow>(
    `SELECT ${TERMS_COLUMNS} FROM instruments WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

export type NewInstrumentTerms = Pick<
  InstrumentTermsRow,
  'hours' | 'tick_size' | 'lot_size' | 'min_lots' | 'max_lots' | 'leverages' | 'active'
>;

export async function updateInstrumentTerms(
  q: Queryable,
  id: number,
  t: NewInstrumentTerms,
): Promise<void> {
  await q.query(
    `UPDATE instruments SET hours = $2, tick_size = $3, lot_size = $4, min_lots = $5, max_lots = $6,
            leverages = $7::integer[], active = $8
      WHERE id = $1`,
    [id, t.hours, t.tick_size, t.lot_size, t.min_lots, t.max_lots, t.leverages, t.active],
  );
}
