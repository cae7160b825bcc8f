import { pageWindow } from '@tidemark/contracts';
import type { Queryable } from '../../platform/db';

export interface RoundRow {
  id: number;
  symbol: string;
  instrument_id: number;
  minute_ms: number;
  direction: number;
  open_price: string | null;
  close_price: string | null;
  result: 'win' | 'loss' | 'tie' | null;
  points: number;
}

export async function instrumentId(q: Queryable, symbol: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM instruments WHERE symbol = $1', [
    symbol,
  ]);
  return rows[0]?.id ?? null;
}

export async function insertRound(
  q: Queryable,
  r: { userId: number; instrumentId: number; minuteMs: number; direction: number },
): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO game_rounds (user_id, instrument_id, minute_ms, direction) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, minute_ms) DO NOTHING RETURNING id`,
    [r.userId, r.instrumentId, r.minuteMs, r.direction],
  );
  return rows[0]?.id ?? null;
}

const SELECT = `SELECT g.id, i.symbol, g.instrument_id, g.minute_ms, g.direction, trim_scale(g.open_price)::text AS open_price,
  trim_scale(g.close_price)::text AS close_price, g.result, g.points
  FROM game_rounds g JOIN instruments i ON i.id = g.instrument_id`;

export async function ownRounds(
  q: Queryable,
  userId: number,
  page: { page: number; limit: number },
) {
  const { rows } = await q.query<RoundRow>(
    `${SELECT} WHERE g.user_id = $1 ORDER BY g.minute_ms DESC LIMIT $2 OFFSET $3`,
    [userId, ...pageWindow(page)],
  );
  const count = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM game_rounds WHERE user_id = $1',
    [userId],
  );
  return { rows, total: count.rows[0]!.n };
}

/** Open rounds whose minute has ended by `nowMs` (bounded). */
export async function dueRounds(q: Queryable, nowMs: number, limit: number): Promise<RoundRow[]> {
  const { rows } = await q.query<RoundRow>(
    `${SELECT} WHERE g.result IS NULL AND g.minute_ms + 60000 <= $1 ORDER BY g.minute_ms, g.id LIMIT $2`,
    [nowMs, limit],
  );
  return rows;
}

export async function settle(
  q: Queryable,
  id: number,
  s: { open: string; close: string; result: string; points: number },
): Promise<void> {
  await q.query(
    `UPDATE game_rounds SET open_price = $2, close_price = $3, result = $4, points = $5 WHERE id = $1 AND result IS NULL`,
    [id, s.open, s.close, s.result, s.points],
  );
}

/** The day's top scorers (rounds whose minute began that UTC day). */
/** A player's points of one day, with the login the board masks. */
export interface LeaderRow {
  user_id: number;
  email: string | null;
  phone: string | null;
  points: number;
}

export async function leaders(q: Queryable, dayStartMs: number, limit: number) {
  const { rows } = await q.query<LeaderRow>(
    `SELECT g.user_id, u.email, u.phone, sum(g.points)::int AS points
     FROM game_rounds g JOIN users u ON u.id = g.user_id
     WHERE g.minute_ms >= $1 AND g.minute_ms < $1 + 86400000 AND g.points > 0
     GROUP BY g.user_id, u.email, u.phone ORDER BY points DESC, g.user_id LIMIT $2`,
    [dayStartMs, limit],
  );
  return rows;
}

export async function pointsOf(q: Queryable, userId: number, dayStartMs: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT coalesce(sum(points), 0)::int AS n FROM game_rounds
     WHERE user_id = $1 AND minute_ms >= $2 AND minute_ms < $2 + 86400000`,
    [userId, dayStartMs],
  );
  return rows[0]!.n;
}
