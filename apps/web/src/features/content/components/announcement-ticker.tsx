import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../shared/routing/navigation';
import { Icon } from '../../../shared/ui/icons';
import { useLatestNews } from '../api/news-list';
import { ARTICLE_PATH } from '../paths';
import styles from './home.module.css';

/** How many of the newest announcements rotate, and how long each one stays. */
const TICKER_SIZE = 5;
const ROTATE_MS = 4000;

function SpeakerIcon() {
  return (
    <svg
      className={styles.tickerIcon}
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M4 10v4h3l6 4V6L7 10zM16.5 9a4 4 0 0 1 0 6M19 6.5a7.5 7.5 0 0 1 0 11" />
    </svg>
  );
}

/** Cycles through `count` items; paused while `paused` (hover or keyboard focus). */
function useRotation(count: number, paused: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2 || paused) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [count, paused]);
  return count === 0 ? 0 : index % count;
}

/**
 * One line on the home page rotating the latest announcement titles; a tap opens the one
 * shown, the chevron opens the list. Keeps its line while loading; nothing on error or when empty.
 */
export function AnnouncementTicker({ className }: { className?: string }) {
  const { t } = useTranslation('content');
  const query = useLatestNews(TICKER_SIZE);
  const items = query.data ?? [];
  const [paused, setPaused] = useState(false);
  const index = useRotation(items.length, paused);
  const current = items[index];
  // Its line is kept while the titles load, so the page below does not move when they come.
  if (query.isPending)
    return (
      <div
        className={className ? `${styles.ticker} ${className}` : styles.ticker}
        aria-hidden="true"
      />
    );
  if (!current) return null;
  return (
    <section
      className={className ? `${styles.ticker} ${className}` : styles.ticker}
      aria-label={t('news.title')}
      data-testid="announcement-ticker"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <SpeakerIcon />
      <div className={styles.tickerWindow}>
        <button
          key={current.id}
          type="button"
          className={styles.tickerItem}
          onClick={() => void navigateTo(ARTICLE_PATH, { id: current.id })}
          data-testid="ticker-item"
          data-id={current.id}
        >
          {current.title}
        </button>
      </div>
      <button
        type="button"
        className={styles.tickerMore}
        aria-label={t('news.all')}
        onClick={() => void navigateTo(ARTICLE_PATH)}
        data-testid="ticker-more"
      >
        <Icon name="chevronRight" size={16} />
      </button>
    </section>
  );
}
