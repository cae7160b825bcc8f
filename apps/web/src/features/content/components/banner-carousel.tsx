import { useEffect, useRef, useState } from 'react';
import type { ArticleSummary } from '../api/types';
import { BannerSlide } from './banner-slide';
import styles from './home.module.css';

const AUTOPLAY_INTERVAL_MS = 4500;

/** The slide whose start is nearest the track's scroll position. */
function slideInView(track: HTMLElement): number {
  return track.clientWidth > 0 ? Math.round(track.scrollLeft / track.clientWidth) : 0;
}

/**
 * The slides of the home banners: a track that scrolls by whole slides (CSS scroll snapping,
 * so a swipe is the browser's own), moved on every `AUTOPLAY_INTERVAL_MS` to the next slide and
 * from the last back to the first. Autoplay waits while a finger or the focus is on the track,
 * while the tab is hidden, and never runs for a reader who asked for reduced motion. It is
 * loaded apart from the home screen and replaces the first slide once the screen has settled;
 * Swiper's springs and gestures were a long task of their own there (issue 21).
 */
export default function BannerCarousel({ banners }: { banners: readonly ArticleSummary[] }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const several = banners.length > 1;
  const count = banners.length;

  useEffect(() => {
    const el = track.current;
    if (!el || !several) return;
    const onScroll = () => setCurrent(slideInView(el));
    el.addEventListener('scroll', onScroll, { passive: true });
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
      return () => el.removeEventListener('scroll', onScroll);
    let touching = false;
    const hold = () => (touching = true);
    const release = () => (touching = false);
    const holdEvents = ['pointerdown', 'touchstart'] as const;
    const releaseEvents = ['pointerup', 'pointercancel', 'touchend', 'touchcancel'] as const;
    for (const type of holdEvents) el.addEventListener(type, hold, { passive: true });
    for (const type of releaseEvents) el.addEventListener(type, release, { passive: true });
    const timer = setInterval(() => {
      if (touching || document.hidden || el.contains(document.activeElement)) return;
      const next = (slideInView(el) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, AUTOPLAY_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      el.removeEventListener('scroll', onScroll);
      for (const type of holdEvents) el.removeEventListener(type, hold);
      for (const type of releaseEvents) el.removeEventListener(type, release);
    };
  }, [several, count]);

  return (
    <div className={styles.carousel}>
      <div ref={track} className={styles.track} data-testid="banner-track">
        {banners.map((banner) => (
          <div key={banner.id} className={styles.trackSlide}>
            <BannerSlide banner={banner} />
          </div>
        ))}
      </div>
      {several ? (
        <div className={styles.dots} aria-hidden="true" data-testid="banner-dots">
          {banners.map((banner, i) => (
            <span
              key={banner.id}
              className={i === current ? `${styles.dot} ${styles.dotCurrent}` : styles.dot}
              data-current={i === current ? 'true' : undefined}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
