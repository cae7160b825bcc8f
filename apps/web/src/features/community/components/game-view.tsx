import { useTranslation } from 'react-i18next';
import { formatDate } from '@tidemark/contracts';
import { useNow } from '../../../shared/hooks/use-now';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { useGameBoard, useGameGuess, useGameRounds } from '../api/game';
import styles from './community.module.css';

const MINUTE_MS = 60_000;

/**
 * The minute a guess made now would be about (the next whole minute), in seconds, moving on
 * as the clock does.
 */
function useNextMinute(): number {
  return (Math.floor(useNow(1000) / MINUTE_MS) + 1) * (MINUTE_MS / 1000);
}

/** pages/game/game: guess the next minute of BTC/USDT for points (never money). */
export function GameView() {
  const { t } = useTranslation('community');
  const loggedIn = useAppStore(selectIsLoggedIn);
  const board = useGameBoard();
  const rounds = useGameRounds();
  const guess = useGameGuess();
  const minute = useNextMinute();
  // One guess a minute: once it is in, the buttons wait for the next one.
  const guessed = (rounds.data ?? []).some((r) => r.minute === minute);
  const leaders = board.data?.leaders ?? [];
  return (
    <div className={styles.page} data-testid="game">
      <div className={styles.item}>
        <div className={styles.itemHead}>{t('game.title')}</div>
        <p className={styles.content}>{t('game.rule')}</p>
        {loggedIn ? (
          <div className={styles.toolbar}>
            {([1, 2] as const).map((d) => (
              <button
                key={d}
                type="button"
                className={styles.sendButton}
                disabled={guess.isPending || guessed}
                onClick={() => guess.mutate(d)}
                data-testid={`game-guess-${d}`}
              >
                {t(d === 1 ? 'game.up' : 'game.down')}
              </button>
            ))}
          </div>
        ) : (
          <p className={styles.content}>{t('game.login')}</p>
        )}
        {loggedIn && guessed ? (
          <p className={styles.content} data-testid="game-guessed">
            {t('game.guessed')}
          </p>
        ) : null}
        {board.data?.my_points !== null && board.data?.my_points !== undefined ? (
          <p className={styles.content} data-testid="game-my-points">
            {t('game.myPoints', { points: board.data.my_points })}
          </p>
        ) : null}
      </div>
      {loggedIn ? (
        <div className={styles.item}>
          <div className={styles.itemHead}>{t('game.rounds')}</div>
          {rounds.data && rounds.data.length === 0 ? (
            <p className={styles.content} data-testid="game-no-rounds">
              {t('game.noRounds')}
            </p>
          ) : null}
          {(rounds.data ?? []).map((r) => (
            <div key={r.id} className={styles.itemFoot} data-testid="game-round">
              <span>
                {formatDate(r.minute, 'hh:MM')} · {t(r.direction === 1 ? 'game.up' : 'game.down')}
              </span>
              <span>
                {r.result ? t(`game.result.${r.result}`, { points: r.points }) : t('game.waiting')}
              </span>
            </div>
          ))}
        </div>
      ) : null}
      <div className={styles.item}>
        <div className={styles.itemHead}>
          {t('game.leaderboard', { day: board.data?.day ?? '' })}
        </div>
        {board.data && leaders.length === 0 ? (
          <p className={styles.content} data-testid="game-no-leaders">
            {t('game.noLeaders')}
          </p>
        ) : null}
        {leaders.map((l) => (
          <div key={l.rank} className={styles.itemFoot} data-testid="game-leader">
            <span>
              {l.rank}. {l.account}
            </span>
            <span>{t('game.points', { points: l.points })}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
