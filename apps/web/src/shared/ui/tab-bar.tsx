import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tab-bar.module.css';

export interface TabBarItem<K extends string> {
  key: K;
  title: ReactNode;
}

/** The share of a tab in view at which it counts as whole (a pixel's rounding aside). */
const WHOLE = 0.98;

/** Scrolls the row so the tab sits in its middle. */
function centre(row: HTMLElement, tab: HTMLElement): void {
  row.scrollTo({ left: tab.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2 });
}

const STEP: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * A row of tabs over a panel the page renders itself: what antd-mobile's Tabs did on the
 * first screens (trade, markets, assets), without its springs, its measuring of every tab in
 * the first render (a forced layout) or its observers, a long task of their own on a phone.
 * The active tab's line is drawn by CSS. Tabs are buttons in a `tablist`: the
 * arrow keys, Home and End choose the next, first and last and move the focus with it. A row
 * wider than the screen scrolls sideways, fades (with a chevron) on the side that has more,
 * and brings the chosen tab into view.
 */
export function TabBar<K extends string>({
  items,
  active,
  onChange,
  className,
  label,
  testId,
}: {
  items: readonly TabBarItem<K>[];
  active: K;
  onChange: (key: K) => void;
  className?: string;
  label?: string;
  testId?: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });

  // Which ends of the row are cut, and the chosen tab brought into view when it is cut: an
  // IntersectionObserver on the tabs reports both after the browser's own layout. Reading the
  // row's widths in the commit forced that layout into the render's task, one of the first
  // screen's long tasks on a phone.
  const activeRef = useRef(active);
  activeRef.current = active;
  const keys = items.map((item) => item.key).join('\n');
  useEffect(() => {
    const row = list.current;
    if (!row || typeof IntersectionObserver !== 'function') return;
    const whole = new Map<Element, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const tab = entry.target as HTMLElement;
          // Only a tab's first report: later ones come from the user's own scrolling.
          if (
            !whole.has(tab) &&
            entry.intersectionRatio < WHOLE &&
            tab.dataset.key === activeRef.current
          )
            centre(row, tab);
          whole.set(tab, entry.intersectionRatio >= WHOLE);
        }
        const first = row.firstElementChild;
        const last = row.lastElementChild;
        const left = first !== null && whole.get(first) === false;
        const right = last !== null && whole.get(last) === false;
        setMore((was) => (was.left === left && was.right === right ? was : { left, right }));
      },
      { root: row, threshold: [0, WHOLE] },
    );
    for (const tab of row.children) observer.observe(tab);
    return () => observer.disconnect();
  }, [keys]);

  // A tab chosen later (a tap, the keys) comes into view if the row is cut.
  const shown = useRef(active);
  useEffect(() => {
    if (shown.current === active) return;
    shown.current = active;
    const row = list.current;
    const tab = row?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!row || !tab || row.scrollWidth <= row.clientWidth) return;
    centre(row, tab);
  }, [active]);

  const choose = (key: K) => {
    if (key !== active) onChange(key);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    if (!step || items.length === 0) return;
    event.preventDefault();
    const index = items.findIndex((item) => item.key === active);
    const next = items[step(Math.max(index, 0), items.length)]!.key;
    choose(next);
    list.current?.querySelector<HTMLElement>(`[data-key="${next}"]`)?.focus();
  };

  return (
    <div className={className ? `${styles.bar} ${className}` : styles.bar}>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className={styles.list}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        {items.map(({ key, title }) => (
          <button
            key={key}
            type="button"
            role="tab"
            data-key={key}
            aria-selected={key === active}
            tabIndex={key === active ? 0 : -1}
            className={key === active ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => choose(key)}
          >
            <span className={styles.title}>{title}</span>
          </button>
        ))}
      </div>
      {more.left ? (
        <span
          className={`${styles.mask} ${styles.maskLeft} tm-scroll-more tm-scroll-more-left`}
          aria-hidden="true"
        />
      ) : null}
      {more.right ? (
        <span
          className={`${styles.mask} ${styles.maskRight} tm-scroll-more tm-scroll-more-right`}
          aria-hidden="true"
        />
      ) : null}
    </div>
  );
}
