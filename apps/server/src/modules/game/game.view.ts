import type { GameRound, gameLeaderSchema } from '@tidemark/contracts';
import type { z } from 'zod';
import { maskPublic } from '../../platform/mask';
import type { LeaderRow, RoundRow } from './game.repo';

/**
 * Rounds and the day's board as the app shows them, shaped from rows read beforehand: no query
 * here (a page of rounds and the board are one query each in game.repo.ts).
 */

export const roundView = (r: RoundRow): GameRound => ({
  id: r.id,
  symbol: r.symbol,
  minute: Math.floor(Number(r.minute_ms) / 1000),
  direction: r.direction,
  open_price: r.open_price,
  close_price: r.close_price,
  result: r.result,
  points: r.points,
});

/** The board's rows in their order (rank 1 first), logins masked for everyone to read. */
export const leadersView = (rows: LeaderRow[]): Array<z.infer<typeof gameLeaderSchema>> =>
  rows.map((l, i) => ({ rank: i + 1, account: maskPublic(l.email, l.phone), points: l.points }));
