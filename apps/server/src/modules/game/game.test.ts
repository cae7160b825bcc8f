import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRound, Page } from '@tidemark/contracts';
import { call, createTestApp, createUserWithSession, type TestApp } from '../../test/harness';
import { checkLedger } from '../../ledger/invariants';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ feed: 'script' });
  await t.app.services.market.start();
});
afterAll(async () => {
  if (t) expect(await checkLedger(t.db)).toEqual([]);
  await t?.close();
});

const MINUTE = 60_000;
async function tickAt(ms: number, price: string) {
  t.app.services.market.script!.push('BTC/USDT', price, ms);
  await t.app.services.market.flush();
}
const journals = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM journals')).rows[0]!.n;

interface Scenario {
  name: string;
  direction: 1 | 2;
  open: string;
  close: string;
  result: 'win' | 'loss' | 'tie';
  points: number;
}
const SCENARIOS: Scenario[] = [
  {
    name: 'up, and it rose: 10 points',
    direction: 1,
    open: '90000',
    close: '90001',
    result: 'win',
    points: 10,
  },
  {
    name: 'down, and it rose: no points',
    direction: 2,
    open: '90000',
    close: '90500',
    result: 'loss',
    points: 0,
  },
  {
    name: 'unchanged: a tie, no points',
    direction: 1,
    open: '90000',
    close: '90000',
    result: 'tie',
    points: 0,
  },
];

describe('mini game: points only, decided from the tick log', () => {
  for (const s of SCENARIOS) {
    it(s.name, async () => {
      const u = await createUserWithSession(t.db);
      const before = await journals();
      const g = await call(
        t.app,
        'POST',
        '/api/game/guess',
        { direction: s.direction },
        { token: u.token },
      );
      expect(g.body.type).toBe('ok');
      const minuteMs = (g.body.message as { minute: number }).minute * 1000;
      expect(
        (await call(t.app, 'POST', '/api/game/guess', { direction: 1 }, { token: u.token })).body
          .code,
      ).toBe('game_already_guessed');
      await tickAt(minuteMs - 5, '1');
      await tickAt(minuteMs + 10, s.open);
      await tickAt(minuteMs + MINUTE + 10, s.close);
      t.app.clock.advance(minuteMs + MINUTE + 20 - t.app.clock.nowMs());
      await t.app.scheduler.runOnce('game.settle');
      const rounds = (await call(t.app, 'GET', '/api/game/rounds', {}, { token: u.token })).body
        .message as Page<GameRound>;
      expect(rounds.data[0]).toMatchObject({
        open_price: s.open,
        close_price: s.close,
        result: s.result,
        points: s.points,
      });
      // Points move no money: not one journal.
      expect(await journals()).toBe(before);
    });
  }

  it('a daily leaderboard of points, accounts masked', async () => {
    const board = (await call(t.app, 'GET', '/api/game/leaderboard', {})).body.message as {
      leaders: Array<{ rank: number; points: number; account: string }>;
      my_points: number | null;
    };
    expect(board.leaders[0]).toMatchObject({ rank: 1, points: 10 });
    // The public sees neither the whole e-mail nor its domain (a company domain says who).
    expect(board.leaders[0]!.account).toMatch(/^u.\*\*\*@t\*\*\*$/);
    expect(board.my_points).toBeNull();
  });
});
