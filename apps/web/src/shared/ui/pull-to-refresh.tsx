import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';
import styles from './pull-to-refresh.module.css';

/** How far the head must be pulled open (after damping) before letting go refreshes. */
export const PULL_THRESHOLD_PX = 60;
/** The head's height while refreshing and while saying it is done. */
const HEAD_PX = 40;
const MAX_PX = 120;
const DONE_MS = 500;

export type PullState = 'idle' | 'pulling' | 'release' | 'refreshing' | 'done';

/** The head's height for a finger `dy` pixels below where it started: half of it, capped. */
export function pulledHeight(dy: number): number {
  return dy <= 0 ? 0 : Math.min(MAX_PX, Math.round(dy / 2));
}

/** The nearest ancestor that scrolls vertically, or the document's scroller. */
function scrollerOf(node: HTMLElement): Element {
  for (let el = node.parentElement; el; el = el.parentElement) {
    const { overflowY } = getComputedStyle(el);
    if ((overflowY === 'auto' || overflowY === 'scroll') && el.scrollHeight > el.clientHeight)
      return el;
  }
  return document.scrollingElement ?? document.documentElement;
}

/**
 * Pull down at the top of a list to refresh it. The finger moves a head open (half its
 * distance); past `PULL_THRESHOLD_PX` letting go calls `onRefresh` and the head says so until
 * it settles. Touch events and a height transition only: antd-mobile's version brought its
 * gesture and spring libraries to every page that had one (market, assets, records), where
 * they loaded and ran while the page started.
 */
export function PullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PullState>('idle');
  const [height, setHeight] = useState(0);
  const live = useRef({ state: 'idle' as PullState, startY: null as number | null });
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;

  useEffect(() => {
    const node = root.current;
    if (!node) return undefined;
    const set = (next: PullState, px: number) => {
      live.current.state = next;
      setState(next);
      setHeight(px);
    };
    const onStart = (event: TouchEvent) => {
      const busy = live.current.state === 'refreshing' || live.current.state === 'done';
      live.current.startY =
        !busy && scrollerOf(node).scrollTop <= 0 ? (event.touches[0]?.clientY ?? null) : null;
    };
    const onMove = (event: TouchEvent) => {
      const { startY } = live.current;
      const y = event.touches[0]?.clientY;
      if (startY === null || y === undefined) return;
      const px = pulledHeight(y - startY);
      if (px === 0) {
        if (live.current.state !== 'idle') set('idle', 0);
        return;
      }
      // The pull is ours: the page must not scroll or bounce under it.
      if (event.cancelable) event.preventDefault();
      set(px >= PULL_THRESHOLD_PX ? 'release' : 'pulling', px);
    };
    const onEnd = () => {
      if (live.current.startY === null) return;
      live.current.startY = null;
      if (live.current.state !== 'release') {
        if (live.current.state !== 'idle') set('idle', 0);
        return;
      }
      set('refreshing', HEAD_PX);
      void refresh
        .current()
        .catch(() => undefined)
        .then(() => {
          set('done', HEAD_PX);
          setTimeout(() => set('idle', 0), DONE_MS);
        });
    };
    node.addEventListener('touchstart', onStart, { passive: true });
    node.addEventListener('touchmove', onMove, { passive: false });
    node.addEventListener('touchend', onEnd);
    node.addEventListener('touchcancel', onEnd);
    return () => {
      node.removeEventListener('touchstart', onStart);
      node.removeEventListener('touchmove', onMove);
      node.removeEventListener('touchend', onEnd);
      node.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  const dragging = state === 'pulling' || state === 'release';
  return (
    <div ref={root} data-testid="pull-to-refresh" data-state={state}>
      <div
        className={dragging ? styles.head : `${styles.head} ${styles.settling}`}
        style={{ height }}
        aria-live="polite"
      >
        {state === 'idle' ? null : (
          <span className={styles.text}>
            {state === 'refreshing' ? <Spinner size={16} /> : null}
            {t(`pull.${state}`)}
          </span>
        )}
      </div>
      {children}
    </div>
  );
}
