import type { CSSProperties } from 'react';
import styles from './community.module.css';

/** A row of toggle chips, one pressed: the tabs of the coupon and invite pages. */
export function ChipTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  testId,
  style,
}: {
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  label: (tab: T) => string;
  /** Each chip's test id is `${testId}-${tab}`. */
  testId: string;
  style?: CSSProperties;
}) {
  return (
    <div className={styles.chips} role="group" style={style}>
      {tabs.map((s) => (
        <button
          key={s}
          type="button"
          className={value === s ? `${styles.chip} ${styles.chipActive}` : styles.chip}
          aria-pressed={value === s}
          onClick={() => onChange(s)}
          data-testid={`${testId}-${s}`}
        >
          {label(s)}
        </button>
      ))}
    </div>
  );
}
