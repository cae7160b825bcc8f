import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { GameRound } from '@tidemark/contracts';
import {
  apiServer,
  http,
  okEnvelope,
  recordPosts,
  setUpSignedInApi,
} from '../../../shared/testing/api-server';
import { renderWithProviders } from '../../../shared/testing/render';
import { GameView } from './game-view';

setUpSignedInApi();
// Half way through a minute: the test's next minute and the screen's are the same one.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 10, 28, 17, 30, 30));
});
afterEach(() => vi.useRealTimers());

/** The minute a guess made now is about: the next whole minute, in seconds. */
const nextMinute = () => (Math.floor(Date.now() / 60_000) + 1) * 60;

function serve(
  rounds: GameRound[],
  leaders: Array<{ rank: number; account: string; points: number }>,
) {
  apiServer.use(
    http.get('*/api/game/leaderboard', () =>
      okEnvelope({ day: '2026-11-28', leaders, my_points: 0 }),
    ),
    http.get('*/api/game/rounds', () =>
      okEnvelope({
        data: rounds,
        total: rounds.length,
        current_page: 1,
        per_page: 20,
        last_page: 1,
      }),
    ),
  );
}

const round = (minute: number, result: GameRound['result']): GameRound => ({
  id: minute,
  symbol: 'BTC/USDT',
  minute,
  direction: 1,
  open_price: result ? '96000' : null,
  close_price: result ? '96010' : null,
  result,
  points: result === 'win' ? 10 : 0,
});

describe('GameView', () => {
  it('says so when there are no guesses and no one on the board, and lets the user guess', async () => {
    serve([], []);
    const posts = recordPosts('*/api/game/guess', () =>
      okEnvelope({ id: 1, minute: nextMinute() }),
    );
    renderWithProviders(<GameView />);
    await screen.findByTestId('game-no-rounds');
    expect(screen.getByTestId('game-no-leaders').textContent).toBe('No one has played today yet.');
    const up = screen.getByTestId('game-guess-1');
    expect((up as HTMLButtonElement).disabled).toBe(false);
    up.click();
    await waitFor(() => expect(posts.map((p) => p.direction)).toEqual(['1']));
  });

  it('once the next minute is guessed, the buttons wait for the one after', async () => {
    serve(
      [round(nextMinute(), null), round(nextMinute() - 120, 'win')],
      [{ rank: 1, account: 'de***@t***', points: 10 }],
    );
    renderWithProviders(<GameView />);
    await screen.findByTestId('game-guessed');
    expect((screen.getByTestId('game-guess-1') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('game-guess-2') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('game-no-rounds')).toBeNull();
    expect(screen.getAllByTestId('game-leader')).toHaveLength(1);
  });

  it('an earlier minute’s guess does not hold the buttons', async () => {
    serve([round(nextMinute() - 60, null)], []);
    renderWithProviders(<GameView />);
    await screen.findAllByTestId('game-round');
    expect(screen.queryByTestId('game-guessed')).toBeNull();
    expect((screen.getByTestId('game-guess-2') as HTMLButtonElement).disabled).toBe(false);
  });
});
