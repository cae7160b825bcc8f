import styles from './choice-switch.module.css';

interface ChoiceProps<T extends string> {
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  /** The group's accessible name. */
  label: string;
  textOf: (value: T) => string;
  /** Test ids: `<testIdPrefix>-<value>`. */
  testIdPrefix: string;
}

/**
 * Two or more choices as one filled bar (buy / sell, long / short): the chosen one takes its
 * colour (`colorOf`, a rise or fall colour), the others stay quiet.
 */
export function SegmentSwitch<T extends string>({
  options,
  value,
  onChange,
  label,
  textOf,
  colorOf,
  testIdPrefix,
}: ChoiceProps<T> & { colorOf: (value: T) => string }) {
  return (
    <div className={styles.segments} role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={value === option}
          className={value === option ? `${styles.segment} ${styles.segmentOn}` : styles.segment}
          style={value === option ? { background: colorOf(option) } : undefined}
          onClick={() => onChange(option)}
          data-testid={`${testIdPrefix}-${option}`}
        >
          {textOf(option)}
        </button>
      ))}
    </div>
  );
}

/** Choices as underlined words (limit / market): a lighter switch under the segment bar. */
export function TabSwitch<T extends string>({
  options,
  value,
  onChange,
  label,
  textOf,
  testIdPrefix,
}: ChoiceProps<T>) {
  return (
    <div className={styles.tabs} role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={value === option}
          className={value === option ? `${styles.tab} ${styles.tabOn}` : styles.tab}
          onClick={() => onChange(option)}
          data-testid={`${testIdPrefix}-${option}`}
        >
          {textOf(option)}
        </button>
      ))}
    </div>
  );
}
