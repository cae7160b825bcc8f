import { GAME_POINTS_PER_WIN } from '@tidemark/contracts';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/module';
import { cmp } from '../../platform/money';
import * as repo from './game.repo';
import { leadersView, roundView } from './game.view';
import { firstTickAtOrAfter } from '../market';

/** The one pair the game watches. */
export const GAME_SYMBOL = 'BTC/USDT';
const MINUTE_MS = 60_000;
const SETTLE_BATCH = 500;
const LEADERS = 20;

/**
 * Guess the direction of the next whole minute, for points only: nothing here touches the
 * ledger, and points buy nothing. Rounds are decided from the tick log alone.
 */
export function createGameService(platform: Pick<Platform, 'db' | 'clock'>) {
  const { db, clock } = platform;
  const dayStart = (ms: number) => Math.floor(ms / 86_400_000) * 86_400_000;

  async function settleDue(): Promise<number> {
    let settled = 0;
    for (const r of await repo.dueRounds(db, clock.nowMs(), SETTLE_BATCH)) {
      const open = await firstTickAtOrAfter(db, r.instrument_id, Number(r.minute_ms));
      const close = await firstTickAtOrAfter(db, r.instrument_id, Number(r.minute_ms) + MINUTE_MS);
      if (!open || !close) continue;
      const move = cmp(close, open);
      const result = move === 0 ? 'tie' : move > 0 === (r.direction === 1) ? 'win' : 'loss';
      await repo.settle(db, r.id, {
        open,
        close,
        result,
        points: result === 'win' ? GAME_POINTS_PER_WIN : 0,
      });
      settled++;
    }
    return settled;
  }

  return {
    settleDue,
    async guess(userId: number, direction: number) {
      const instrument = (await repo.instrumentId(db, GAME_SYMBOL)) ?? fail('price_unavailable');
      const minuteMs = (Math.floor(clock.nowMs() / MINUTE_MS) + 1) * MINUTE_MS;
      const id = await repo.insertRound(db, {
        userId,
        instrumentId: instrument,
        minuteMs,
        direction,
      });
      if (id === null) fail('game_already_guessed');
      return { id: id!, minute: minuteMs / 1000 };
    },
    async rounds(userId: number, page: { page: number; limit: number }) {
      await settleDue();
      const { rows, total } = await repo.ownRounds(db, userId, page);
      return { rows: rows.map(roundView), total };
    },
    async board(userId: number | null) {
      await settleDue();
      const start = dayStart(clock.nowMs());
      const leaders = await repo.leaders(db, start, LEADERS);
      return {
        day: new Date(start).toISOString().slice(0, 10),
        leaders: leadersView(leaders),
        my_points: userId === null ? null : await repo.pointsOf(db, userId, start),
      };
    },
  };
}

export type GameService = ReturnType<typeof createGameService>;
