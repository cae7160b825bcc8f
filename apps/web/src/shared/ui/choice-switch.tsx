import type { CSSProperties } from 'react';
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

/** A radio group of buttons: `classes` give the group's look and the chosen one's. */
function Choices<T extends string>({
  options,
  value,
  onChange,
  label,
  textOf,
  testIdPrefix,
  classes,
  styleOf,
}: ChoiceProps<T> & {
  classes: { group: string | undefined; item: string | undefined; on: string | undefined };
  styleOf?: (value: T) => CSSProperties;
}) {
  return (
    <div className={classes.group} role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={value === option}
          className={value === option ? `${classes.item} ${classes.on}` : classes.item}
          style={value === option && styleOf ? styleOf(option) : undefined}
          onClick={() => onChange(option)}
          data-testid={`${testIdPrefix}-${option}`}
        >
          {textOf(option)}
        </button>
      ))}
    </div>
  );
}

const SEGMENTS = { group: styles.segments, item: styles.segment, on: styles.segmentOn };
const TABS = { group: styles.tabs, item: styles.tab, on: styles.tabOn };

/**
 * Two or more choices as one filled bar (buy / sell, long / short): the chosen one takes its
 * colour (`colorOf`, a rise or fall colour), the others stay quiet.
 */
export function SegmentSwitch<T extends string>({
  colorOf,
  ...props
}: ChoiceProps<T> & { colorOf: (value: T) => string }) {
  return (
    <Choices
      {...props}
      classes={SEGMENTS}
      styleOf={(option) => ({ background: colorOf(option) })}
    />
  );
}

/** Choices as underlined words (limit / market): a lighter switch under the segment bar. */
export function TabSwitch<T extends string>(props: ChoiceProps<T>) {
  return <Choices {...props} classes={TABS} />;
}
