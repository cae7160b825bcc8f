import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tab-bar.module.css';

export interface TabBarItem<K extends string> {
  key: K;
  title: ReactNode;
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

  useEffect(() => {
    const row = list.current;
    if (!row) return;
    const measure = () => {
      const left = row.scrollLeft > 1;
      const right = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
      setMore((was) => (was.left === left && was.right === right ? was : { left, right }));
    };
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      row.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, []);

  // The chosen tab in view when the row scrolls (after the paint: the layout is done by then).
  useEffect(() => {
    const row = list.current;
    const tab = row?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!row || !tab || row.scrollWidth <= row.clientWidth) return;
    row.scrollTo({ left: tab.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2 });
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
