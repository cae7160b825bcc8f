import {
  COPY_FOLLOW_STATUS,
  COPY_FOLLOW_TYPE,
  COPY_TRADER_STATUS,
  LEVER_STATUS,
} from '@tidemark/contracts';
import { must } from '../../platform/assert';
import type { Queryable } from '../../platform/db';
import { decimalOf, userOrdersOf } from '../../platform/user-orders';

const n = (column: string, as = column.split('.').pop()) => `trim_scale(${column})::text AS ${as}`;

export interface TraderRow {
  user_id: number;
  nickname: string;
  introduction: string;
  experience: string;
  status: number;
  reject_reason: string | null;
  paused: boolean;
  followers_max: number | null;
  applied_at_ms: number;
}

const TRADER = `SELECT user_id, nickname, introduction, experience, status, reject_reason, paused, followers_max, applied_at_ms FROM copy_traders`;

export async function trader(
  q: Queryable,
  userId: number,
  lock = false,
): Promise<TraderRow | null> {
  const { rows } = await q.query<TraderRow>(
    `${TRADER} WHERE user_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return rows[0] ?? null;
}

export async function upsertApplication(
  q: Queryable,
  a: { userId: number; nickname: string; introduction: string; experience: string; atMs: number },
): Promise<void> {
  await q.query(
    `INSERT INTO copy_traders (user_id, nickname, introduction, experience, status, applied_at_ms)
     VALUES ($1, $2, $3, $4, ${COPY_TRADER_STATUS.applied}, $5)
     ON CONFLICT (user_id) DO UPDATE SET nickname = $2, introduction = $3, experience = $4, status = ${COPY_TRADER_STATUS.applied},
       reject_reason = NULL, applied_at_ms = $5, decided_at_ms = NULL, decided_by = NULL, stopped_at_ms = NULL`,
    [a.userId, a.nickname, a.introduction, a.experience, a.atMs],
  );
}

export async function decide(
  q: Queryable,
  userId: number,
  d: { status: number; reason: string | null; atMs: number; operatorId: number },
): Promise<void> {
  await q.query(
    'UPDATE copy_traders SET status = $2, reject_reason = $3, decided_at_ms = $4, decided_by = $5 WHERE user_id = $1',
    [userId, d.status, d.reason, d.atMs, d.operatorId],
  );
}

export async function setTraderSettings(
  q: Queryable,
  userId: number,
  paused: boolean,
  followersMax: number | null,
): Promise<void> {
  await q.query('UPDATE copy_traders SET paused = $2, followers_max = $3 WHERE user_id = $1', [
    userId,
    paused,
    followersMax,
  ]);
}

export async function stopTrader(q: Queryable, userId: number, atMs: number): Promise<number[]> {
  await q.query(
    `UPDATE copy_traders SET status = ${COPY_TRADER_STATUS.stopped}, stopped_at_ms = $2 WHERE user_id = $1`,
    [userId, atMs],
  );
  // Open copies become their followers' own: they no longer close with the former trader.
  await q.query(
    `UPDATE copy_positions c SET detached_at_ms = $2 FROM lever_positions p
      WHERE c.trader_id = $1 AND c.detached_at_ms IS NULL AND p.id = c.position_id AND p.status IN (${LEVER_STATUS.entrusted}, ${LEVER_STATUS.open})`,
    [userId, atMs],
  );
  const { rows } = await q.query<{ user_id: number }>(
    `UPDATE copy_follows SET status = ${COPY_FOLLOW_STATUS.cancelled}, cancelled_at_ms = $2 WHERE trader_id = $1 AND status = ${COPY_FOLLOW_STATUS.active} RETURNING user_id`,
    [userId, atMs],
  );
  return rows.map((r) => r.user_id);
}

export async function applications(
  q: Queryable,
  status: number,
  limit: number,
  offset: number,
): Promise<{ rows: TraderRow[]; total: number }> {
  const { rows } = await q.query<TraderRow>(
    `${TRADER} WHERE status = $1 ORDER BY applied_at_ms, user_id LIMIT $2 OFFSET $3`,
    [status, limit, offset],
  );
  const c = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM copy_traders WHERE status = $1',
    [status],
  );
  return { rows, total: must(c.rows[0], 'count').n };
}

export interface FollowRow {
  id: number;
  user_id: number;
  trader_id: number;
  type: number;
  number: string;
  max_margin: string | null;
  status: number;
  created_at_ms: number;
}
const FOLLOW = `SELECT f.id, f.user_id, f.trader_id, f.type, ${n('f.number')}, ${n('f.max_margin')}, f.status, f.created_at_ms FROM copy_follows f`;

/** Active follows of a trader, by follower id (the order followers are locked in). */
export async function activeFollowsOf(q: Queryable, traderId: number): Promise<FollowRow[]> {
  const { rows } = await q.query<FollowRow>(
    `${FOLLOW} WHERE f.trader_id = $1 AND f.status = ${COPY_FOLLOW_STATUS.active} ORDER BY f.user_id`,
    [traderId],
  );
  return rows;
}

export async function follow(
  q: Queryable,
  userId: number,
  traderId: number,
): Promise<FollowRow | null> {
  const { rows } = await q.query<FollowRow>(`${FOLLOW} WHERE f.user_id = $1 AND f.trader_id = $2`, [
    userId,
    traderId,
  ]);
  return rows[0] ?? null;
}

export async function activeFollowCount(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM copy_follows WHERE user_id = $1 AND status = ${COPY_FOLLOW_STATUS.active}`,
    [userId],
  );
  return must(rows[0], 'count').n;
}

export async function followerCount(q: Queryable, traderId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM copy_follows WHERE trader_id = $1 AND status = ${COPY_FOLLOW_STATUS.active}`,
    [traderId],
  );
  return must(rows[0], 'count').n;
}

export async function upsertFollow(
  q: Queryable,
  f: {
    userId: number;
    traderId: number;
    type: number;
    number: string;
    maxMargin: string | null;
    atMs: number;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO copy_follows (user_id, trader_id, type, number, max_margin, status, created_at_ms)
     VALUES ($1, $2, $3, $4, $5, ${COPY_FOLLOW_STATUS.active}, $6)
     ON CONFLICT (user_id, trader_id) DO UPDATE SET type = $3, number = $4, max_margin = $5, status = ${COPY_FOLLOW_STATUS.active},
       created_at_ms = CASE WHEN copy_follows.status = ${COPY_FOLLOW_STATUS.active} THEN copy_follows.created_at_ms ELSE $6 END, cancelled_at_ms = NULL`,
    [f.userId, f.traderId, f.type, f.number, f.maxMargin, f.atMs],
  );
}

export async function cancelFollow(
  q: Queryable,
  userId: number,
  traderId: number,
  atMs: number,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE copy_follows SET status = ${COPY_FOLLOW_STATUS.cancelled}, cancelled_at_ms = $3 WHERE user_id = $1 AND trader_id = $2 AND status = ${COPY_FOLLOW_STATUS.active}`,
    [userId, traderId, atMs],
  );
  return rowCount === 1;
}

export interface LinkRow {
  position_id: number;
  trader_position_id: number;
  follow_id: number;
  follower_id: number;
  trader_id: number;
  detached_at_ms: number | null;
}
const LINK = `SELECT position_id, trader_position_id, follow_id, follower_id, trader_id, detached_at_ms FROM copy_positions`;

export async function link(q: Queryable, positionId: number): Promise<LinkRow | null> {
  const { rows } = await q.query<LinkRow>(`${LINK} WHERE position_id = $1`, [positionId]);
  return rows[0] ?? null;
}

/**
 * What the open of a position needs of copy trading, in one read: whether the position is itself
 * a copy, and its owner's trader row (if any).
 */
export async function openedState(
  q: Queryable,
  positionId: number,
  userId: number,
): Promise<{ isCopy: boolean; trader: TraderRow | null }> {
  const { rows } = await q.query<TraderRow & { is_copy: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM copy_positions WHERE position_id = $1) AS is_copy, t.*
       FROM (SELECT 1) one
       LEFT JOIN (${TRADER} WHERE user_id = $2) t ON true`,
    [positionId, userId],
  );
  const { is_copy: isCopy, ...trader } = rows[0]!;
  return { isCopy, trader: trader.user_id === null ? null : trader };
}

/**
 * What the close of a position needs, in one read: its own link (when it is a copy) and the
 * copies still attached to it (when it is a trader's), by follower id.
 */
export async function closedState(
  q: Queryable,
  positionId: number,
): Promise<{ link: LinkRow | null; attached: LinkRow[] }> {
  const { rows } = await q.query<LinkRow>(
    `${LINK} WHERE position_id = $1 OR (trader_position_id = $1 AND detached_at_ms IS NULL)
      ORDER BY follower_id`,
    [positionId],
  );
  return {
    link: rows.find((r) => Number(r.position_id) === positionId) ?? null,
    attached: rows.filter((r) => Number(r.trader_position_id) === positionId),
  };
}

export async function insertLink(
  q: Queryable,
  l: {
    positionId: number;
    traderPositionId: number;
    followId: number;
    followerId: number;
    traderId: number;
    atMs: number;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO copy_positions (position_id, trader_position_id, follow_id, follower_id, trader_id, created_at_ms)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [l.positionId, l.traderPositionId, l.followId, l.followerId, l.traderId, l.atMs],
  );
}

export async function insertSkip(
  q: Queryable,
  s: {
    followId: number;
    followerId: number;
    traderId: number;
    traderPositionId: number;
    reason: string;
    atMs: number;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO copy_skips (follow_id, follower_id, trader_id, trader_position_id, reason, created_at_ms)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [s.followId, s.followerId, s.traderId, s.traderPositionId, s.reason, s.atMs],
  );
}

export async function detach(q: Queryable, positionId: number, atMs: number): Promise<void> {
  await q.query('UPDATE copy_positions SET detached_at_ms = $2 WHERE position_id = $1', [
    positionId,
    atMs,
  ]);
}

export async function recordShare(
  q: Queryable,
  positionId: number,
  amount: string,
  hold: { holdId: number } | null,
  atMs: number,
): Promise<void> {
  await q.query(
    'UPDATE copy_positions SET share_paid = $2, share_hold_id = $3, share_settled_at_ms = $4 WHERE position_id = $1',
    [positionId, amount, hold?.holdId ?? null, hold ? null : atMs],
  );
}

export interface PendingShare {
  position_id: number;
  trader_id: number;
  follower_id: number;
  share_hold_id: number;
}

/** Shares held in followers' accounts and not yet paid to their traders. */
export async function pendingShares(q: Queryable, limit: number): Promise<PendingShare[]> {
  const { rows } = await q.query<PendingShare>(
    `SELECT position_id, trader_id, follower_id, share_hold_id FROM copy_positions
      WHERE share_hold_id IS NOT NULL AND share_settled_at_ms IS NULL ORDER BY position_id LIMIT $1`,
    [limit],
  );
  return rows;
}

/** Marks a held share paid; false when another run paid it first. */
export async function settleShare(
  q: Queryable,
  positionId: number,
  atMs: number,
): Promise<boolean> {
  const { rowCount } = await q.query(
    'UPDATE copy_positions SET share_settled_at_ms = $2 WHERE position_id = $1 AND share_settled_at_ms IS NULL',
    [positionId, atMs],
  );
  return rowCount === 1;
}

export async function positionOwner(
  q: Queryable,
  positionId: number,
): Promise<{ user_id: number; status: number } | null> {
  const { rows } = await q.query<{ user_id: number; status: number }>(
    'SELECT user_id, status FROM lever_positions WHERE id = $1',
    [positionId],
  );
  return rows[0] ?? null;
}

export async function agreementAccepted(
  q: Queryable,
  userId: number,
  version: number,
): Promise<boolean> {
  const { rows } = await q.query(
    'SELECT 1 FROM copy_agreements WHERE user_id = $1 AND version = $2',
    [userId, version],
  );
  return rows.length > 0;
}

export async function acceptAgreement(
  q: Queryable,
  userId: number,
  version: number,
  atMs: number,
): Promise<void> {
  await q.query(
    'INSERT INTO copy_agreements (user_id, version, accepted_at_ms) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [userId, version, atMs],
  );
}

// ------------------------------------------------------------- views

export interface StatsRow {
  trader_id: number;
  total_profits: string;
  closed_count: number;
  win_count: number;
  rise_count: number;
  fall_count: number;
  margin_used: string;
  max_drawdown: string;
  assets_under_copy: string;
  curve: Array<{ day: string; pnl: string }>;
  computed_at_ms: number;
}

export async function stats(q: Queryable, traderId: number): Promise<StatsRow | null> {
  const { rows } = await q.query<StatsRow>(
    `SELECT trader_id, ${n('total_profits')}, closed_count, win_count, rise_count, fall_count, ${n('margin_used')},
            ${n('max_drawdown')}, ${n('assets_under_copy')}, curve, computed_at_ms
       FROM copy_trader_stats WHERE trader_id = $1`,
    [traderId],
  );
  return rows[0] ?? null;
}

export async function saveStats(q: Queryable, s: StatsRow): Promise<void> {
  await q.query(
    `INSERT INTO copy_trader_stats (trader_id, total_profits, closed_count, win_count, rise_count, fall_count, margin_used,
        max_drawdown, assets_under_copy, curve, computed_at_ms)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (trader_id) DO UPDATE SET total_profits = $2, closed_count = $3, win_count = $4, rise_count = $5,
       fall_count = $6, margin_used = $7, max_drawdown = $8, assets_under_copy = $9, curve = $10, computed_at_ms = $11`,
    [
      s.trader_id,
      s.total_profits,
      s.closed_count,
      s.win_count,
      s.rise_count,
      s.fall_count,
      s.margin_used,
      s.max_drawdown,
      s.assets_under_copy,
      JSON.stringify(s.curve),
      s.computed_at_ms,
    ],
  );
}

/** Traders whose stats the hourly job computes (active and stopped: their history stays honest). */
export async function traderIds(q: Queryable): Promise<number[]> {
  const { rows } = await q.query<{ user_id: number }>(
    `SELECT user_id FROM copy_traders WHERE status IN (${COPY_TRADER_STATUS.active}, ${COPY_TRADER_STATUS.stopped}) ORDER BY user_id`,
  );
  return rows.map((r) => r.user_id);
}

/**
 * Traders whose stats miss a close: they count fewer (or more) of the trader's own closed
 * positions than there are, or there are none yet. Counted, not compared by time: a close
 * stamped with its tick's time may commit after stats computed later than that time.
 */
export async function staleTraderIds(q: Queryable): Promise<number[]> {
  const { rows } = await q.query<{ user_id: number }>(
    `SELECT t.user_id FROM copy_traders t LEFT JOIN copy_trader_stats s ON s.trader_id = t.user_id
      WHERE t.status IN (${COPY_TRADER_STATUS.active}, ${COPY_TRADER_STATUS.stopped})
        AND (s.trader_id IS NULL OR s.closed_count <> (
          SELECT count(*) FROM lever_positions p
           WHERE p.user_id = t.user_id AND p.status = ${LEVER_STATUS.closed}
             AND NOT EXISTS (SELECT 1 FROM copy_positions c WHERE c.position_id = p.id)))
      ORDER BY t.user_id`,
  );
  return rows.map((r) => r.user_id);
}

export interface ClosedRow {
  id: number;
  side: number;
  margin: string;
  realised_pnl: string;
  completed_at_ms: number;
}

/** A trader's own closed positions (never copies), in the order they closed. */
export async function closedOwn(q: Queryable, userId: number): Promise<ClosedRow[]> {
  const { rows } = await q.query<ClosedRow>(
    `SELECT p.id, p.side, ${n('p.margin')}, ${n('p.realised_pnl')}, p.completed_at_ms FROM lever_positions p
      WHERE p.user_id = $1 AND p.status = ${LEVER_STATUS.closed} AND NOT EXISTS (SELECT 1 FROM copy_positions c WHERE c.position_id = p.id)
      ORDER BY p.completed_at_ms, p.id`,
    [userId],
  );
  return rows;
}

export async function openCount(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM lever_positions WHERE user_id = $1 AND status = ${LEVER_STATUS.open}`,
    [userId],
  );
  return must(rows[0], 'count').n;
}

export async function assetsUnderCopy(q: Queryable, traderId: number): Promise<string> {
  const { rows } = await q.query<{ s: string }>(
    `SELECT trim_scale(coalesce(sum(p.margin), 0))::text AS s FROM copy_positions c JOIN lever_positions p ON p.id = c.position_id
      WHERE c.trader_id = $1 AND c.detached_at_ms IS NULL AND p.status = ${LEVER_STATUS.open}`,
    [traderId],
  );
  return must(rows[0], 'sum').s;
}

export interface IndexRow {
  user_id: number;
  nickname: string;
  paused: boolean;
  followers_max: number | null;
  closed_count: number | null;
  win_count: number | null;
  total_profits: string | null;
  margin_used: string | null;
  follow_num: number;
  is_followed: boolean;
}

const SORT: Record<string, string> = {
  pnl: 's.total_profits DESC NULLS LAST',
  win_rate:
    'CASE WHEN s.closed_count > 0 THEN s.win_count::numeric / s.closed_count END DESC NULLS LAST',
  followers: 'follow_num DESC',
};

export async function index(
  q: Queryable,
  viewer: number,
  o: { sort: string; openOnly: boolean; limit: number; offset: number },
): Promise<{ rows: IndexRow[]; total: number }> {
  const where = `t.status = ${COPY_TRADER_STATUS.active}${o.openOnly ? ' AND NOT t.paused' : ''}`;
  const { rows } = await q.query<IndexRow>(
    `SELECT t.user_id, t.nickname, t.paused, t.followers_max, s.closed_count, s.win_count,
            ${n('s.total_profits')}, ${n('s.margin_used')},
            (SELECT count(*)::int FROM copy_follows f WHERE f.trader_id = t.user_id AND f.status = ${COPY_FOLLOW_STATUS.active}) AS follow_num,
            EXISTS (SELECT 1 FROM copy_follows f WHERE f.trader_id = t.user_id AND f.user_id = $1 AND f.status = ${COPY_FOLLOW_STATUS.active}) AS is_followed
       FROM copy_traders t LEFT JOIN copy_trader_stats s ON s.trader_id = t.user_id
      WHERE ${where} ORDER BY ${SORT[o.sort] ?? SORT.pnl}, t.user_id LIMIT $2 OFFSET $3`,
    [viewer, o.limit, o.offset],
  );
  const c = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM copy_traders t WHERE ${where}`,
  );
  return { rows, total: must(c.rows[0], 'count').n };
}

export interface PositionView {
  id: number;
  symbol: string;
  side: number;
  status: number;
  share: string;
  leverage: number;
  open_price: string;
  close_price: string | null;
  margin: string;
  realised_pnl: string | null;
  close_reason: string | null;
  open_tick_ms: number | null;
  close_tick_ms: number | null;
  created_at_ms: number;
}
const POSITION = `p.id, i.symbol, p.side, p.status, ${n('p.share')}, p.leverage, ${n('p.open_price')}, ${n('p.close_price')},
  ${n('p.margin')}, ${n('p.realised_pnl')}, p.close_reason, p.open_tick_ms, p.close_tick_ms, p.created_at_ms`;

export async function history(
  q: Queryable,
  traderId: number,
  limit: number,
  offset: number,
): Promise<{ rows: PositionView[]; total: number }> {
  const cond = `p.user_id = $1 AND p.status = ${LEVER_STATUS.closed} AND NOT EXISTS (SELECT 1 FROM copy_positions c WHERE c.position_id = p.id)`;
  const { rows } = await q.query<PositionView>(
    `SELECT ${POSITION} FROM lever_positions p JOIN instruments i ON i.id = p.instrument_id
      WHERE ${cond} ORDER BY p.completed_at_ms DESC, p.id DESC LIMIT $2 OFFSET $3`,
    [traderId, limit, offset],
  );
  const c = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM lever_positions p WHERE ${cond}`,
    [traderId],
  );
  return { rows, total: must(c.rows[0], 'count').n };
}

export async function lastClosed(
  q: Queryable,
  traderId: number,
): Promise<(PositionView & { lot_size: string }) | null> {
  const { rows } = await q.query<PositionView & { lot_size: string }>(
    `SELECT ${POSITION}, ${n('p.lot_size')} FROM lever_positions p JOIN instruments i ON i.id = p.instrument_id
      WHERE p.user_id = $1 AND p.status = ${LEVER_STATUS.closed} ORDER BY p.completed_at_ms DESC, p.id DESC LIMIT 1`,
    [traderId],
  );
  return rows[0] ?? null;
}

export interface MyCopyView extends PositionView {
  trader_id: number;
  nickname: string;
  trader_position_id: number;
  detached_at_ms: number | null;
  share_paid: string;
}

export async function myCopies(
  q: Queryable,
  userId: number,
  open: boolean,
  limit: number,
  offset: number,
): Promise<{ rows: MyCopyView[]; total: number }> {
  const cond = `c.follower_id = $1 AND ${open ? `p.status = ${LEVER_STATUS.open}` : `p.status IN (${LEVER_STATUS.closed}, ${LEVER_STATUS.cancelled})`}`;
  const { rows } = await q.query<MyCopyView>(
    `SELECT ${POSITION}, c.trader_id, t.nickname, c.trader_position_id, c.detached_at_ms, ${n('c.share_paid')}
       FROM copy_positions c JOIN lever_positions p ON p.id = c.position_id JOIN instruments i ON i.id = p.instrument_id
       JOIN copy_traders t ON t.user_id = c.trader_id
      WHERE ${cond} ORDER BY p.id DESC LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  const c = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM copy_positions c JOIN lever_positions p ON p.id = c.position_id WHERE ${cond}`,
    [userId],
  );
  return { rows, total: must(c.rows[0], 'count').n };
}

export interface MyFollowView extends FollowRow {
  nickname: string;
  shares_paid: string;
  realised_pnl: string;
}

export async function myFollows(q: Queryable, userId: number): Promise<MyFollowView[]> {
  const { rows } = await q.query<MyFollowView>(
    `SELECT f.id, f.user_id, f.trader_id, f.type, ${n('f.number')}, ${n('f.max_margin')}, f.status, f.created_at_ms, t.nickname,
            (SELECT trim_scale(coalesce(sum(c.share_paid), 0))::text FROM copy_positions c WHERE c.follow_id = f.id) AS shares_paid,
            (SELECT trim_scale(coalesce(sum(p.realised_pnl), 0))::text FROM copy_positions c JOIN lever_positions p ON p.id = c.position_id
              WHERE c.follow_id = f.id AND p.status = ${LEVER_STATUS.closed}) AS realised_pnl
       FROM copy_follows f JOIN copy_traders t ON t.user_id = f.trader_id
      WHERE f.user_id = $1 ORDER BY f.status, f.id DESC`,
    [userId],
  );
  return rows;
}

export interface SkipView {
  id: number;
  trader_id: number;
  nickname: string;
  trader_position_id: number;
  symbol: string;
  reason: string;
  created_at_ms: number;
}

export async function skips(
  q: Queryable,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: SkipView[]; total: number }> {
  const { rows } = await q.query<SkipView>(
    `SELECT s.id, s.trader_id, t.nickname, s.trader_position_id, i.symbol, s.reason, s.created_at_ms
       FROM copy_skips s JOIN copy_traders t ON t.user_id = s.trader_id
       JOIN lever_positions p ON p.id = s.trader_position_id JOIN instruments i ON i.id = p.instrument_id
      WHERE s.follower_id = $1 ORDER BY s.id DESC LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  const c = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM copy_skips WHERE follower_id = $1',
    [userId],
  );
  return { rows, total: must(c.rows[0], 'count').n };
}

export async function sharesEarned(q: Queryable, traderId: number): Promise<string> {
  const { rows } = await q.query<{ s: string }>(
    'SELECT trim_scale(coalesce(sum(share_paid), 0))::text AS s FROM copy_positions WHERE trader_id = $1',
    [traderId],
  );
  return must(rows[0], 'sum').s;
}

// ------------------------------------------------------------- demo data

export async function userIdByEmail(q: Queryable, email: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  return rows[0]?.id ?? null;
}

/** A verified demo trader account (level 1 through an approved application, as the demo user). */
export async function insertDemoTraderUser(
  q: Queryable,
  u: { email: string; nickname: string; code: string; passwordHash: string },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, nickname, extension_code, kyc_level, email_bound_at)
     VALUES ($1, $2, $3, $4, 1, now()) RETURNING id`,
    [u.email, u.passwordHash, u.nickname, u.code],
  );
  const id = must(rows[0], 'user insert returns its id').id;
  await q.query(
    `INSERT INTO kyc_applications (user_id, level, id_type, name, card_id, status, reviewed_at)
     VALUES ($1, 1, 1, $2, $3, 'approved', now())`,
    [id, u.nickname, u.code],
  );
  return id;
}

export async function positionCounts(
  q: Queryable,
  userId: number,
): Promise<{ active: number; closed: number }> {
  const { rows } = await q.query<{ active: number; closed: number }>(
    `SELECT count(*) FILTER (WHERE status IN (${LEVER_STATUS.entrusted}, ${LEVER_STATUS.open}))::int AS active, count(*) FILTER (WHERE status = ${LEVER_STATUS.closed})::int AS closed
       FROM lever_positions WHERE user_id = $1`,
    [userId],
  );
  return must(rows[0], 'counts');
}

/** A user's follows: the console's drill-down (read only, the shape every product fits). */
export const consoleOrders =
  userOrdersOf(`SELECT f.id, (f.created_at_ms / 1000)::bigint::int AS created_at, coalesce(t.nickname, '#' || f.trader_id) AS instrument,
      CASE f.type WHEN ${COPY_FOLLOW_TYPE.multiple} THEN 'multiple' ELSE 'lots' END AS side, ${decimalOf('f.number')} AS amount, f.number AS amount_n,
      '' AS currency, ${decimalOf('f.max_margin')} AS price, NULL::text AS result,
      CASE f.status WHEN ${COPY_FOLLOW_STATUS.active} THEN 'active' ELSE 'cancelled' END AS status, f.user_id AS uid
    FROM copy_follows f LEFT JOIN copy_traders t ON t.user_id = f.trader_id`);

/** Trader applications waiting for a decision (the console's queue). */
export async function pendingApplicationCount(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM copy_traders WHERE status = ${COPY_TRADER_STATUS.applied}`,
  );
  return rows[0]!.n;
}
