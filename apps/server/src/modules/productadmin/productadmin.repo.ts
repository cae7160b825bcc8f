import type { Queryable } from '../../platform/db';

/** Stored settings by key (missing keys are read at their registry default by the caller). */
export async function storedSettings(q: Queryable): Promise<Map<string, string>> {
  const { rows } = await q.query<{ key: string; value: string }>('SELECT key, value FROM settings');
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function lockSetting(q: Queryable, key: string): Promise<string | null> {
  const { rows } = await q.query<{ value: string }>(
    'SELECT value FROM settings WHERE key = $1 FOR UPDATE',
    [key],
  );
  return rows[0]?.value ?? null;
}

export async function upsertSetting(
  q: Queryable,
  key: string,
  value: string,
  isPublic: boolean,
): Promise<void> {
  await q.query(
    `INSERT INTO settings (key, value, is_public) VALUES ($1, $2, $3)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, value, isPublic],
  );
}

// ------------------------------------------------------------------ instruments

export interface InstrumentAdminRow {
  id: number;
  symbol: string;
  kind: 'crypto' | 'stock' | 'forex' | 'commodity';
  hours: '24x7' | 'weekdays';
  price_decimals: number;
  tick_size: string;
  lot_size: string;
  min_lots: string;
  max_lots: string;
  leverages: number[];
  sort_order: number;
  active: boolean;
  options_active: boolean | null;
  lever_active: boolean | null;
  spot_active: boolean | null;
}

// Deliberately no start_price nor volatility: they steer the price feed, which no operator touches.
const INSTRUMENT_COLUMNS = `i.id, i.symbol, i.kind, i.hours, i.price_decimals, trim_scale(i.tick_size)::text AS tick_size,
  trim_scale(i.lot_size)::text AS lot_size, trim_scale(i.min_lots)::text AS min_lots,
  trim_scale(i.max_lots)::text AS max_lots, i.leverages, i.sort_order, i.active,
  op.active AS options_active, lp.active AS lever_active, sp.active AS spot_active`;
const INSTRUMENT_FROM = `FROM instruments i
  LEFT JOIN option_pairs op ON op.instrument_id = i.id
  LEFT JOIN lever_pairs lp ON lp.instrument_id = i.id
  LEFT JOIN spot_pairs sp ON sp.instrument_id = i.id`;
const INSTRUMENT_SORT = {
  sort_order: 'i.sort_order, i.id',
  symbol: 'i.symbol',
  kind: 'i.kind, i.sort_order',
} as const;

export async function instruments(
  q: Queryable,
  filter: {
    kind?: string | undefined;
    symbol?: string | undefined;
    sort: keyof typeof INSTRUMENT_SORT;
  },
  limit: number,
  offset: number,
): Promise<{ rows: InstrumentAdminRow[]; total: number }> {
  const where = `WHERE ($1::text IS NULL OR i.kind = $1) AND ($2::text IS NULL OR i.symbol ILIKE '%' || $2 || '%')`;
  const symbol = filter.symbol ? filter.symbol.replace(/[%_\\]/g, '') : null;
  const { rows } = await q.query<InstrumentAdminRow>(
    `SELECT ${INSTRUMENT_COLUMNS} ${INSTRUMENT_FROM} ${where}
      ORDER BY ${INSTRUMENT_SORT[filter.sort]} LIMIT $3 OFFSET $4`,
    [filter.kind ?? null, symbol || null, limit, offset],
  );
  const count = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM instruments i ${where}`,
    [filter.kind ?? null, symbol || null],
  );
  return { rows, total: count.rows[0]!.n };
}

export async function lockInstrument(q: Queryable, id: number): Promise<InstrumentAdminRow | null> {
  await q.query('SELECT 1 FROM instruments WHERE id = $1 FOR UPDATE', [id]);
  const { rows } = await q.query<InstrumentAdminRow>(
    `SELECT ${INSTRUMENT_COLUMNS} ${INSTRUMENT_FROM} WHERE i.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export interface InstrumentTerms {
  hours: string;
  tick_size: string;
  lot_size: string;
  min_lots: string;
  max_lots: string;
  leverages: number[];
  active: boolean;
}

export async function updateInstrument(
  q: Queryable,
  id: number,
  t: InstrumentTerms,
): Promise<void> {
  await q.query(
    `UPDATE instruments SET hours = $2, tick_size = $3, lot_size = $4, min_lots = $5, max_lots = $6,
            leverages = $7::integer[], active = $8
      WHERE id = $1`,
    [id, t.hours, t.tick_size, t.lot_size, t.min_lots, t.max_lots, t.leverages, t.active],
  );
}

/** Positions, option orders and user spot orders still open on an instrument (read only). */
export async function openOnInstrument(q: Queryable, id: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM lever_positions WHERE instrument_id = $1 AND status IN (0, 1))
          + (SELECT count(*) FROM option_orders WHERE instrument_id = $1 AND status = 'open')
          + (SELECT count(*) FROM spot_orders WHERE instrument_id = $1 AND status = 1 AND user_id IS NOT NULL) AS n`,
    [id],
  );
  return Number(rows[0]!.n);
}

const PAIR_TABLES = {
  options: 'option_pairs',
  lever: 'lever_pairs',
  spot: 'spot_pairs',
} as const;

/** Switches a product's pair on or off; false when the instrument is no pair of that product. */
export async function setPairActive(
  q: Queryable,
  product: keyof typeof PAIR_TABLES,
  instrumentId: number,
  active: boolean,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE ${PAIR_TABLES[product]} SET active = $2 WHERE instrument_id = $1`,
    [instrumentId, active],
  );
  return (rowCount ?? 0) > 0;
}

// ------------------------------------------------------------------ option periods

export interface PeriodAdminRow {
  seconds: number;
  payout_rate: string;
  min_stake: string;
  max_stake: string;
  active: boolean;
}

const PERIOD_COLUMNS = `seconds, trim_scale(payout_rate)::text AS payout_rate, trim_scale(min_stake)::text AS min_stake,
  trim_scale(max_stake)::text AS max_stake, active`;

export async function optionPeriods(q: Queryable): Promise<PeriodAdminRow[]> {
  const { rows } = await q.query<PeriodAdminRow>(
    `SELECT ${PERIOD_COLUMNS} FROM option_periods ORDER BY seconds`,
  );
  return rows;
}

export async function lockOptionPeriod(
  q: Queryable,
  seconds: number,
): Promise<PeriodAdminRow | null> {
  const { rows } = await q.query<PeriodAdminRow>(
    `SELECT ${PERIOD_COLUMNS} FROM option_periods WHERE seconds = $1 FOR UPDATE`,
    [seconds],
  );
  return rows[0] ?? null;
}

export async function upsertOptionPeriod(q: Queryable, p: PeriodAdminRow): Promise<void> {
  await q.query(
    `INSERT INTO option_periods (seconds, payout_rate, min_stake, max_stake, active) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (seconds) DO UPDATE SET payout_rate = EXCLUDED.payout_rate, min_stake = EXCLUDED.min_stake,
            max_stake = EXCLUDED.max_stake, active = EXCLUDED.active`,
    [p.seconds, p.payout_rate, p.min_stake, p.max_stake, p.active],
  );
}

// ------------------------------------------------------------------ spot pairs

export interface SpotPairAdminRow {
  instrument_id: number;
  symbol: string;
  qty_step: string;
  min_qty: string;
  max_qty: string;
  min_notional: string;
  maker_level_qty: string;
  maker_inventory: string;
  active: boolean;
}

const SPOT_COLUMNS = `p.instrument_id, i.symbol, trim_scale(p.qty_step)::text AS qty_step, trim_scale(p.min_qty)::text AS min_qty,
  trim_scale(p.max_qty)::text AS max_qty, trim_scale(p.min_notional)::text AS min_notional,
  trim_scale(p.maker_level_qty)::text AS maker_level_qty, trim_scale(p.maker_inventory)::text AS maker_inventory,
  p.active`;

export async function spotPairs(q: Queryable): Promise<SpotPairAdminRow[]> {
  const { rows } = await q.query<SpotPairAdminRow>(
    `SELECT ${SPOT_COLUMNS} FROM spot_pairs p JOIN instruments i ON i.id = p.instrument_id ORDER BY i.sort_order`,
  );
  return rows;
}

export async function lockSpotPair(q: Queryable, id: number): Promise<SpotPairAdminRow | null> {
  await q.query('SELECT 1 FROM spot_pairs WHERE instrument_id = $1 FOR UPDATE', [id]);
  const { rows } = await q.query<SpotPairAdminRow>(
    `SELECT ${SPOT_COLUMNS} FROM spot_pairs p JOIN instruments i ON i.id = p.instrument_id WHERE p.instrument_id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function updateSpotPair(
  q: Queryable,
  id: number,
  t: Pick<SpotPairAdminRow, 'min_qty' | 'max_qty' | 'min_notional' | 'maker_level_qty'>,
): Promise<void> {
  await q.query(
    `UPDATE spot_pairs SET min_qty = $2, max_qty = $3, min_notional = $4, maker_level_qty = $5 WHERE instrument_id = $1`,
    [id, t.min_qty, t.max_qty, t.min_notional, t.maker_level_qty],
  );
}

// ------------------------------------------------------------------ product lists (read only)

const activeFilter = (column: string, status: string) =>
  status === 'active' ? `WHERE ${column}` : status === 'inactive' ? `WHERE NOT ${column}` : '';

export async function earnProducts(
  q: Queryable,
  today: string,
  status: string,
  limit: number,
  offset: number,
) {
  const where = activeFilter('(p.status = 1)', status);
  const { rows } = await q.query<{
    id: number;
    kind: 'lock' | 'flexible' | 'cloud';
    name: string;
    currency: string;
    day: number;
    status: number;
    min_amount: string;
    max_amount: string;
    quota_total: string;
    quota_left: string;
    user_cap: string;
    annual_rate: string | null;
    early_redeem_fee_rate: string;
    tiers: string;
    cloud_yield: string | null;
    cloud_yield_day: string | null;
  }>(
    `SELECT p.id, p.kind, p.name, c.code AS currency, p.term_days AS day, p.status,
            trim_scale(p.min_amount)::text AS min_amount, trim_scale(p.max_amount)::text AS max_amount,
            trim_scale(p.quota_total)::text AS quota_total, trim_scale(p.quota_left)::text AS quota_left,
            trim_scale(p.user_cap)::text AS user_cap, trim_scale(p.annual_rate)::text AS annual_rate,
            trim_scale(p.early_fee_rate)::text AS early_redeem_fee_rate,
            COALESCE((SELECT string_agg(trim_scale(t.min_amount)::text || ':' || trim_scale(t.daily_rate)::text, ',' ORDER BY t.min_amount)
                        FROM earn_product_tiers t WHERE t.product_id = p.id), '') AS tiers,
            (SELECT trim_scale(y.yield_per_unit)::text FROM earn_cloud_yields y
              WHERE y.product_id = p.id AND y.day <= $1::date ORDER BY y.day DESC LIMIT 1) AS cloud_yield,
            (SELECT to_char(y.day, 'YYYY-MM-DD') FROM earn_cloud_yields y
              WHERE y.product_id = p.id AND y.day <= $1::date ORDER BY y.day DESC LIMIT 1) AS cloud_yield_day
       FROM earn_products p JOIN currencies c ON c.id = p.currency_id ${where}
      ORDER BY p.kind, p.sort_order, p.id LIMIT $2 OFFSET $3`,
    [today, limit, offset],
  );
  const count = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM earn_products p ${where}`,
  );
  return { rows, total: count.rows[0]!.n };
}

export async function dualProducts(q: Queryable, status: string, limit: number, offset: number) {
  const where = activeFilter('d.active', status);
  const { rows } = await q.query(
    `SELECT d.id, c.code AS currency, d.type, trim_scale(d.exercise_price)::text AS exercise_price,
            trim_scale(d.rate)::text AS rate, trim_scale(d.share_amount)::text AS share_amount,
            d.start_at::float8 AS start_at, d.end_at::float8 AS end_at, d.total_number,
            d.purchased_number AS sold_number, d.user_limit, d.active
       FROM dual_products d JOIN currencies c ON c.id = d.currency_id ${where}
      ORDER BY d.id DESC LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  const count = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM dual_products d ${where}`,
  );
  return { rows, total: count.rows[0]!.n };
}

export async function launchpadProjects(
  q: Queryable,
  status: string,
  limit: number,
  offset: number,
) {
  const where = activeFilter('p.active', status);
  const { rows } = await q.query(
    `SELECT p.id, p.title, c.code AS token_code, trim_scale(p.amount)::text AS amount,
            trim_scale(p.min_amount)::text AS min_amount, trim_scale(p.max_amount)::text AS max_amount,
            p.warmup_at::float8 AS warmup_at, p.start_at::float8 AS start_at, p.end_at::float8 AS end_at,
            p.listing_at::float8 AS listing_at, p.phase, p.active, p.logo, p.link, p.white_book
       FROM launchpad_projects p JOIN currencies c ON c.id = p.currency_id ${where}
      ORDER BY p.id DESC LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  const count = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM launchpad_projects p ${where}`,
  );
  return { rows, total: count.rows[0]!.n };
}
