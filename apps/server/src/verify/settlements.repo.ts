import type { LoanLiquidationToCheck } from '@tidemark/contracts';
import type { Queryable } from '../platform/db';
import { tickAt, tickRetentionHours, ticksUpTo } from '../modules/market/ticks.repo';
import { ticksBetween } from '../modules/market/tick-log.repo';

/**
 * What the settlement verifier reads: stored rows and the tick log (through the market
 * module's tick reads), nothing else. Every time is a number (ms, or s where the table keeps
 * seconds) and every amount a trimmed decimal text.
 */
export interface Tick {
  ts: number;
  price: string;
}

/** bigint columns come back as text from some drivers: the named keys as numbers. */
function num<T extends object>(row: T, keys: (keyof T)[]): T {
  const out = { ...row } as Record<keyof T, unknown>;
  for (const k of keys) if (out[k] !== null && out[k] !== undefined) out[k] = Number(out[k]);
  return out as T;
}

export interface OptionRow {
  id: number;
  user_id: number;
  instrument_id: number;
  symbol: string;
  direction: number;
  stake: string;
  payout_rate: string;
  coupon_amount: string;
  precision: number;
  open_price: string;
  open_tick_ms: number;
  expires_at_ms: number;
  close_price: string | null;
  close_tick_ms: number | null;
  result: string | null;
  payout: string | null;
}

/** Settled seconds options that expired in [fromMs, toMs), optionally of one user. */
export async function settledOptions(
  q: Queryable,
  fromMs: number,
  toMs: number,
  userId: number | null = null,
  limit = 1_000_000,
): Promise<OptionRow[]> {
  const { rows } = await q.query<OptionRow>(
    `SELECT o.id, o.user_id, o.instrument_id, i.symbol, o.direction, trim_scale(o.stake)::text AS stake,
            trim_scale(o.payout_rate)::text AS payout_rate, trim_scale(o.coupon_amount)::text AS coupon_amount,
            c.precision, trim_scale(o.open_price)::text AS open_price, o.open_tick_ms, o.expires_at_ms,
            trim_scale(o.close_price)::text AS close_price, o.close_tick_ms, o.result, trim_scale(o.payout)::text AS payout
       FROM option_orders o JOIN currencies c ON c.id = o.currency_id JOIN instruments i ON i.id = o.instrument_id
      WHERE o.status = 'settled' AND o.expires_at_ms >= $1 AND o.expires_at_ms < $2
        AND ($3::bigint IS NULL OR o.user_id = $3)
      ORDER BY o.expires_at_ms DESC, o.id DESC LIMIT $4`,
    [fromMs, toMs, userId, limit],
  );
  return rows.map((r) =>
    num(r, [
      'id',
      'user_id',
      'instrument_id',
      'direction',
      'precision',
      'open_tick_ms',
      'expires_at_ms',
      'close_tick_ms',
    ]),
  );
}

export interface LeverRow {
  id: number;
  user_id: number;
  instrument_id: number;
  currency_id: number;
  symbol: string;
  side: number;
  kind: string;
  status: number;
  qty: string;
  precision: number;
  usd_base: boolean;
  origin_price: string;
  open_price: string;
  margin: string;
  open_tick_price: string | null;
  open_tick_ms: number | null;
  created_at_ms: number;
  completed_at_ms: number | null;
  target_profit_price: string | null;
  stop_loss_price: string | null;
  close_price: string | null;
  close_tick_ms: number | null;
  close_reason: string | null;
  realised_pnl: string | null;
}

const LEVER_COLUMNS = `p.id, p.user_id, p.instrument_id, p.currency_id, i.symbol, p.side, p.kind, p.status, trim_scale(p.qty)::text AS qty,
       c.precision, (i.base = 'USD' AND i.quote NOT IN ('USD', 'USDT')) AS usd_base,
       trim_scale(p.origin_price)::text AS origin_price, trim_scale(p.open_price)::text AS open_price,
       trim_scale(p.margin)::text AS margin,
       trim_scale(p.open_tick_price)::text AS open_tick_price, p.open_tick_ms, p.created_at_ms, p.completed_at_ms,
       trim_scale(p.target_profit_price)::text AS target_profit_price, trim_scale(p.stop_loss_price)::text AS stop_loss_price,
       trim_scale(p.close_price)::text AS close_price, p.close_tick_ms, p.close_reason, trim_scale(p.realised_pnl)::text AS realised_pnl`;
const LEVER_FROM = `FROM lever_positions p JOIN currencies c ON c.id = p.currency_id JOIN instruments i ON i.id = p.instrument_id`;
const LEVER_NUMS: (keyof LeverRow)[] = [
  'id',
  'user_id',
  'instrument_id',
  'currency_id',
  'side',
  'status',
  'precision',
  'open_tick_ms',
  'created_at_ms',
  'completed_at_ms',
  'close_tick_ms',
];

/**
 * How a close settled: a copy still attached to its trader's position closed with it when the
 * trader's position closed on the same tick (a copy has no stops of its own, so a copy stopped
 * out can only have closed with its trader); otherwise by its reason.
 */
export type CloseKind = 'lever_closes' | 'lever_stops' | 'liquidations' | 'copy_closes';
const CLOSE_KIND = `CASE
    WHEN cp.position_id IS NOT NULL AND cp.detached_at_ms IS NULL
         AND (tp.close_tick_ms = p.close_tick_ms OR p.close_reason IN ('tp', 'sl')) THEN 'copy_closes'
    WHEN p.close_reason IN ('tp', 'sl') THEN 'lever_stops'
    WHEN p.close_reason = 'liquidation' THEN 'liquidations'
    ELSE 'lever_closes' END`;

/** The close record of the trader's position a copy mirrors. */
export interface TraderClose {
  position_id: number;
  side: number;
  target_profit_price: string | null;
  stop_loss_price: string | null;
  close_tick_ms: number | null;
  close_reason: string | null;
}

/** Closed positions of one kind whose closing tick is in [fromMs, toMs), with a copy's trader close. */
export async function leverCloses(
  q: Queryable,
  kind: CloseKind,
  fromMs: number,
  toMs: number,
  userId: number | null = null,
  limit = 1_000_000,
): Promise<(LeverRow & { trader: TraderClose | null })[]> {
  const { rows } = await q.query<LeverRow & Record<`t_${keyof TraderClose}`, unknown>>(
    `SELECT ${LEVER_COLUMNS}, tp.id AS t_position_id, tp.side AS t_side,
            trim_scale(tp.target_profit_price)::text AS t_target_profit_price,
            trim_scale(tp.stop_loss_price)::text AS t_stop_loss_price,
            tp.close_tick_ms AS t_close_tick_ms, tp.close_reason AS t_close_reason
       ${LEVER_FROM}
       LEFT JOIN copy_positions cp ON cp.position_id = p.id
       LEFT JOIN lever_positions tp ON tp.id = cp.trader_position_id
      WHERE p.status = 3 AND p.close_tick_ms >= $1 AND p.close_tick_ms < $2
        AND ($3::bigint IS NULL OR p.user_id = $3) AND ${CLOSE_KIND} = $5
      ORDER BY p.close_tick_ms DESC, p.id DESC LIMIT $4`,
    [fromMs, toMs, userId, limit, kind],
  );
  return rows.map((r) => {
    const {
      t_position_id: tid,
      t_side: side,
      t_target_profit_price: tpp,
      t_stop_loss_price: slp,
      t_close_tick_ms: tms,
      t_close_reason: reason,
      ...row
    } = r;
    return {
      ...num(row as LeverRow, LEVER_NUMS),
      trader:
        tid === null || tid === undefined
          ? null
          : {
              position_id: Number(tid),
              side: Number(side),
              target_profit_price: (tpp as string | null) ?? null,
              stop_loss_price: (slp as string | null) ?? null,
              close_tick_ms: tms === null ? null : Number(tms),
              close_reason: (reason as string | null) ?? null,
            },
    };
  });
}

/** Limit entries that filled on a tick in [fromMs, toMs). */
export async function leverLimitFills(
  q: Queryable,
  fromMs: number,
  toMs: number,
  userId: number | null = null,
  limit = 1_000_000,
): Promise<LeverRow[]> {
  const { rows } = await q.query<LeverRow>(
    `SELECT ${LEVER_COLUMNS} ${LEVER_FROM}
      WHERE p.kind = 'limit' AND p.open_tick_ms IS NOT NULL AND p.open_tick_ms >= $1 AND p.open_tick_ms < $2
        AND ($3::bigint IS NULL OR p.user_id = $3)
      ORDER BY p.open_tick_ms DESC, p.id DESC LIMIT $4`,
    [fromMs, toMs, userId, limit],
  );
  return rows.map((r) => num(r, LEVER_NUMS));
}

export interface StopTriggerRow {
  id: number;
  market: 'spot' | 'contract';
  instrument_id: number;
  symbol: string;
  side: number;
  stop_price: string;
  stop_direction: 'up' | 'down';
  trigger_price: string | null;
  trigger_ms: number | null;
}

/** Stop-limit orders (spot orders and contract entries) triggered on a tick in [fromMs, toMs). */
export async function stopTriggers(
  q: Queryable,
  fromMs: number,
  toMs: number,
  userId: number | null = null,
  limit = 1_000_000,
): Promise<StopTriggerRow[]> {
  const { rows } = await q.query<StopTriggerRow & { trigger_ms: string }>(
    `SELECT * FROM (
       SELECT o.id, 'spot' AS market, o.instrument_id, i.symbol, o.side, trim_scale(o.stop_price)::text AS stop_price,
              o.stop_direction, trim_scale(o.trigger_price)::text AS trigger_price, o.trigger_ms::text AS trigger_ms
         FROM spot_orders o JOIN instruments i ON i.id = o.instrument_id
        WHERE o.stop_state = 'triggered' AND o.trigger_ms >= $1 AND o.trigger_ms < $2
          AND ($3::bigint IS NULL OR o.user_id = $3)
       UNION ALL
       SELECT p.id, 'contract', p.instrument_id, i.symbol, p.side, trim_scale(p.stop_price)::text,
              p.stop_direction, trim_scale(p.trigger_price)::text, p.trigger_ms::text
         FROM lever_positions p JOIN instruments i ON i.id = p.instrument_id
        WHERE p.stop_state = 'triggered' AND p.trigger_ms >= $1 AND p.trigger_ms < $2
          AND ($3::bigint IS NULL OR p.user_id = $3)
     ) s ORDER BY trigger_ms::bigint DESC, id DESC LIMIT $4`,
    [fromMs, toMs, userId, limit],
  );
  return rows.map((r) => ({
    ...r,
    trigger_ms: r.trigger_ms === null ? null : Number(r.trigger_ms),
  }));
}

/** The actor the risk engine writes its journals as. */
const RISK_ACTOR = 'system:lever-risk';

/**
 * The account a liquidation was decided on, from the ledger and the positions: the lever
 * balance (available + frozen, the sum of its postings) before the liquidation's first journal,
 * and the positions open at that moment (opened by then; still open, closed later, or closed by
 * this liquidation), each with the logged price it was valued at: a liquidated one the tick it
 * closed at, another the last tick of its instrument at or before that moment. Null when the
 * ledger holds no journal of that liquidation.
 */
export async function accountAtLiquidation(
  q: Queryable,
  p: Pick<LeverRow, 'user_id' | 'currency_id' | 'completed_at_ms'>,
): Promise<{
  balance: string;
  threshold: string;
  positions: {
    id: number;
    side: number;
    open_price: string;
    qty: string;
    precision: number;
    usd_base: boolean;
    margin: string;
    price: string;
  }[];
} | null> {
  const atMs = p.completed_at_ms;
  if (atMs === null) return null;
  const first = await q.query<{ id: string | null }>(
    `SELECT min(j.id)::text AS id FROM journals j
      WHERE j.ref_type = 'lever_position' AND j.actor = $3
        AND j.reason IN ('lever_liquidation', 'lever_margin_release', 'lever_overnight')
        AND j.ref_id IN (SELECT id::text FROM lever_positions
                          WHERE user_id = $1 AND close_reason = 'liquidation' AND completed_at_ms = $2)`,
    [p.user_id, atMs, RISK_ACTOR],
  );
  const journal = first.rows[0]?.id;
  if (!journal) return null;
  const sum = await q.query<{ balance: string }>(
    `SELECT trim_scale(COALESCE(sum(po.amount), 0))::text AS balance
       FROM postings po JOIN ledger_accounts a ON a.id = po.account_id
      WHERE a.user_id = $1 AND a.currency_id = $2 AND a.account_type = 3 AND po.journal_id < $3`,
    [p.user_id, p.currency_id, journal],
  );
  const setting = await q.query<{ value: string }>(
    `SELECT value FROM settings WHERE key = 'lever_liquidation_rate'`,
  );
  const { rows } = await q.query<LeverRow>(
    `SELECT ${LEVER_COLUMNS} ${LEVER_FROM}
      WHERE p.user_id = $1 AND p.open_tick_ms IS NOT NULL AND p.opened_at_ms <= $2
        AND (p.status = 1 OR p.completed_at_ms > $2 OR (p.completed_at_ms = $2 AND p.close_reason = 'liquidation'))
      ORDER BY p.id`,
    [p.user_id, atMs],
  );
  const positions = [];
  for (const r of rows.map((x) => num(x, LEVER_NUMS))) {
    const closedHere = r.close_reason === 'liquidation' && r.completed_at_ms === atMs;
    const [tick] =
      closedHere && r.close_tick_ms !== null
        ? await tickAt(q, r.instrument_id, r.close_tick_ms)
        : await ticksUpTo(q, r.instrument_id, atMs);
    positions.push({
      id: r.id,
      side: r.side,
      open_price: r.open_price,
      qty: r.qty,
      precision: r.precision,
      usd_base: r.usd_base,
      margin: r.margin,
      price: tick?.price ?? r.open_price,
    });
  }
  return { balance: sum.rows[0]!.balance, threshold: setting.rows[0]!.value, positions };
}

/** A liquidated loan as the verifier checks it, with its ids and the instruments that price it. */
export interface LoanLiquidationRow extends LoanLiquidationToCheck {
  id: number;
  user_id: number;
  /** The USDT instruments whose ticks price each side (null for USDT itself). */
  loan_instrument_id: number | null;
  collateral_instrument_id: number | null;
}

const USDT_INSTRUMENT = (currency: string) =>
  `(SELECT id FROM instruments WHERE currency_id = ${currency} AND quote = 'USDT' ORDER BY id LIMIT 1)`;

/**
 * Loans liquidated in [fromMs, toMs) (the liquidation event's time), one row per loan: what the
 * event stored (collateral sold, price, ticks, LTV; debt, proceeds, fee, repaid and returned in
 * its detail) and the loan settings the liquidation is checked against.
 */
export async function loanLiquidations(
  q: Queryable,
  fromMs: number,
  toMs: number,
  userId: number | null = null,
  limit = 1_000_000,
): Promise<LoanLiquidationRow[]> {
  const setting = (key: string) => `(SELECT value FROM settings WHERE key = '${key}')`;
  const { rows } = await q.query<LoanLiquidationRow>(
    `SELECT l.id, l.user_id, lc.code AS loan_currency, cc.code AS collateral_currency,
            CASE WHEN lc.code = 'USDT' THEN NULL ELSE ${USDT_INSTRUMENT('lc.id')} END AS loan_instrument_id,
            CASE WHEN cc.code = 'USDT' THEN NULL ELSE ${USDT_INSTRUMENT('cc.id')} END AS collateral_instrument_id,
            lc.precision AS loan_precision, trim_scale(e.amount)::text AS collateral,
            e.detail->>'debt' AS debt, ${setting('loan_liquidation_ltv')} AS liquidation_ltv,
            ${setting('loan_liquidation_fee')} AS fee_rate, e.detail->>'why' AS why, l.due_at,
            (${setting('loan_overdue_liquidate_h')})::numeric * 3600 AS overdue_after_s,
            e.created_at AS liquidated_at, trim_scale(e.price)::text AS price, e.tick_ms,
            e.detail->>'loan_tick_ms' AS loan_tick_ms, trim_scale(e.ltv)::text AS ltv,
            e.detail->>'proceeds' AS proceeds, e.detail->>'fee' AS fee,
            e.detail->>'repaid' AS repaid, e.detail->>'returned' AS returned
       FROM loan_events e JOIN loans l ON l.id = e.loan_id
       JOIN currencies lc ON lc.id = l.loan_currency_id JOIN currencies cc ON cc.id = l.collateral_currency_id
      WHERE e.kind = 'liquidation' AND e.created_at * 1000 >= $1 AND e.created_at * 1000 < $2
        AND ($3::bigint IS NULL OR l.user_id = $3)
      ORDER BY e.created_at DESC, l.id DESC LIMIT $4`,
    [fromMs, toMs, userId, limit],
  );
  return rows.map((r) =>
    num(r, [
      'id',
      'user_id',
      'loan_instrument_id',
      'collateral_instrument_id',
      'loan_precision',
      'due_at',
      'overdue_after_s',
      'liquidated_at',
      'tick_ms',
      'loan_tick_ms',
    ]),
  );
}

export interface DualRow {
  id: number;
  user_id: number;
  type: 'call' | 'put';
  coin_id: number;
  coin: string;
  coin_precision: number;
  usdt_precision: number;
  instrument_id: number | null;
  total: string;
  exercise_price: string;
  order_rate: string;
  day: number;
  end_at: number;
  settle_price: string | null;
  settle_tick_ms: number | null;
  payout_currency_id: number | null;
  payout: string | null;
}

/** Settled dual orders whose settlement time is in [fromMs, toMs). */
export async function settledDuals(
  q: Queryable,
  fromMs: number,
  toMs: number,
  userId: number | null = null,
  limit = 1_000_000,
): Promise<DualRow[]> {
  const { rows } = await q.query<DualRow>(
    `SELECT o.id, o.user_id, p.type, p.currency_id AS coin_id, c.code AS coin, c.precision AS coin_precision,
            (SELECT precision FROM currencies WHERE code = 'USDT') AS usdt_precision,
            (SELECT id FROM instruments WHERE currency_id = p.currency_id AND quote = 'USDT' ORDER BY id LIMIT 1) AS instrument_id,
            trim_scale(o.total)::text AS total, trim_scale(o.exercise_price)::text AS exercise_price,
            trim_scale(o.order_rate)::text AS order_rate, o.day, o.end_at, trim_scale(o.settle_price)::text AS settle_price,
            o.settle_tick_ms, o.payout_currency_id, trim_scale(o.payout)::text AS payout
       FROM dual_orders o JOIN dual_products p ON p.id = o.product_id JOIN currencies c ON c.id = p.currency_id
      WHERE o.status = 'settled' AND o.end_at * 1000 >= $1 AND o.end_at * 1000 < $2
        AND ($3::bigint IS NULL OR o.user_id = $3)
      ORDER BY o.end_at DESC, o.id DESC LIMIT $4`,
    [fromMs, toMs, userId, limit],
  );
  return rows.map((r) =>
    num(r, [
      'id',
      'user_id',
      'coin_id',
      'coin_precision',
      'usdt_precision',
      'instrument_id',
      'day',
      'end_at',
      'settle_tick_ms',
      'payout_currency_id',
    ]),
  );
}

export const usdtId = async (q: Queryable): Promise<number> =>
  Number(
    (await q.query<{ id: number }>(`SELECT id FROM currencies WHERE code = 'USDT'`)).rows[0]!.id,
  );

export interface BoxRow {
  id: number;
  series_id: number;
  drawn_pool_id: number | null;
  seed: string;
  seed_hash: string;
}

/** Opened blind boxes bought in [fromS, toS) (Unix seconds), with their series' seed. */
export async function openedBoxes(q: Queryable, fromS: number, toS: number): Promise<BoxRow[]> {
  const { rows } = await q.query<BoxRow>(
    `SELECT b.id, b.series_id, b.drawn_pool_id, s.seed, s.seed_hash
       FROM nft_items b JOIN nft_box_series s ON s.id = b.series_id
      WHERE b.is_box AND b.opened AND b.created_s >= $1 AND b.created_s < $2 ORDER BY b.id`,
    [fromS, toS],
  );
  return rows.map((r) => num(r, ['id', 'series_id', 'drawn_pool_id']));
}

export async function boxPool(
  q: Queryable,
  seriesId: number,
): Promise<{ id: number; weight: number }[]> {
  const { rows } = await q.query<{ id: number; weight: number }>(
    'SELECT id, weight FROM nft_box_pool WHERE series_id = $1 ORDER BY id',
    [seriesId],
  );
  return rows.map((r) => ({ id: Number(r.id), weight: Number(r.weight) }));
}

// The tick log is the market module's: the verifier reads it through the market's reads, on the
// same handle (and so in the same transaction) as the rows it checks.
export { tickAt, ticksUpTo };
export { ticksFrom } from '../modules/market/ticks.repo';

export interface ExportRow {
  instrument_id: number;
  day: string;
  rows: number;
  sha256: string;
  body: string;
}

/** Published daily tick exports of the UTC days that start in [fromMs, toMs). */
export async function tickExports(
  q: Queryable,
  fromMs: number,
  toMs: number,
): Promise<ExportRow[]> {
  const { rows } = await q.query<ExportRow>(
    `SELECT instrument_id, to_char(day, 'YYYY-MM-DD') AS day, rows, sha256, body FROM tick_exports
      WHERE day >= to_timestamp($1 / 1000.0)::date AND (extract(epoch FROM day) * 1000)::bigint < $2
      ORDER BY instrument_id, day`,
    [fromMs, toMs],
  );
  return rows.map((r) => num(r, ['instrument_id', 'rows']));
}

/**
 * Every tick of one instrument in [fromMs, toMs), oldest first, and whether the log still
 * holds all of them: the retention job deletes ticks older than the retention (wall time),
 * so a day that began before that cutoff may have lost its start and cannot be rebuilt.
 */
export async function dayTicks(
  q: Queryable,
  instrumentId: number,
  fromMs: number,
  toMs: number,
): Promise<{ complete: boolean; ticks: Tick[] }> {
  const keepMs = (await tickRetentionHours(q)) * 3_600_000;
  const ticks = await ticksBetween(q, instrumentId, fromMs, toMs);
  return { complete: fromMs >= Date.now() - keepMs, ticks };
}

export interface GameRow {
  id: number;
  user_id: number;
  instrument_id: number;
  symbol: string;
  direction: number;
  minute_ms: number;
  open_price: string | null;
  close_price: string | null;
  result: string | null;
  points: number;
}

/** Decided minute guesses whose minute ended in [fromMs, toMs). */
export async function decidedRounds(
  q: Queryable,
  fromMs: number,
  toMs: number,
  userId: number | null = null,
  limit = 1_000_000,
): Promise<GameRow[]> {
  const { rows } = await q.query<GameRow>(
    `SELECT g.id, g.user_id, g.instrument_id, i.symbol, g.direction, g.minute_ms,
            trim_scale(g.open_price)::text AS open_price, trim_scale(g.close_price)::text AS close_price,
            g.result, g.points
       FROM game_rounds g JOIN instruments i ON i.id = g.instrument_id
      WHERE g.result IS NOT NULL AND g.minute_ms + 60000 >= $1 AND g.minute_ms + 60000 < $2
        AND ($3::bigint IS NULL OR g.user_id = $3)
      ORDER BY g.minute_ms DESC, g.id DESC LIMIT $4`,
    [fromMs, toMs, userId, limit],
  );
  return rows.map((r) =>
    num(r, ['id', 'user_id', 'instrument_id', 'direction', 'minute_ms', 'points']),
  );
}
