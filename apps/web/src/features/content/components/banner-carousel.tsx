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
 * from the last back to the first. Autoplay waits while a finger or the focus is on the track
 * (and an interval after a finger lets go), while the tab is hidden, and never runs for a reader who asked for reduced motion. It is
 * loaded apart from the home screen and replaces the first slide once the screen has settled;
 * Swiper's springs and gestures were a long task of their own there.
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
    // A hand on the track holds autoplay, and for a whole interval after it lets go: the next
    // slide must not come under a finger or right after a swipe. Touch is followed by touch
    // events (a touch pan cancels its pointer events as soon as it scrolls), a mouse by pointer
    // events, a wheel by its own.
    let held = false;
    let lastTouchedAt = 0;
    const hold = () => {
      held = true;
      lastTouchedAt = Date.now();
    };
    const release = () => {
      held = false;
      lastTouchedAt = Date.now();
    };
    const mouse = (fn: () => void) => (event: PointerEvent) => {
      if (event.pointerType === 'mouse') fn();
    };
    const mouseDown = mouse(hold);
    const mouseUp = mouse(release);
    const listeners: Array<[string, EventListener]> = [
      ['touchstart', hold],
      ['touchend', release],
      ['touchcancel', release],
      ['pointerdown', mouseDown as EventListener],
      ['pointerup', mouseUp as EventListener],
      ['wheel', release],
    ];
    for (const [type, fn] of listeners) el.addEventListener(type, fn, { passive: true });
    const timer = setInterval(() => {
      if (held || Date.now() - lastTouchedAt < AUTOPLAY_INTERVAL_MS) return;
      if (document.hidden || el.contains(document.activeElement)) return;
      const next = (slideInView(el) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, AUTOPLAY_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      el.removeEventListener('scroll', onScroll);
      for (const [type, fn] of listeners) el.removeEventListener(type, fn);
    };
  }, [several, count]);

  return (
    <div className={styles.carousel}>
      <div ref={track} className={styles.track} data-testid="banner-track">
        {banners.map((banner, i) => (
          <div
            key={banner.id}
            className={styles.trackSlide}
            role="group"
            aria-label={`${i + 1} / ${count}`}
          >
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
