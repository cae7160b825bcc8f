import type { CSSProperties } from 'react';
import styles from './percent-slider.module.css';

/**
 * A share from 0 to 100%: a native range input (drag, tap on the track, the arrow keys and
 * Page Up/Down, announced as a percent) over a drawn track with a dot per mark, and the marks
 * as buttons beneath that set their share with one tap. It has no animation or gesture
 * library behind it, so a page's first screen can show it without loading either.
 */
export function PercentSlider({
  value,
  onChange,
  marks,
  label,
  disabled = false,
  testId,
}: {
  value: number;
  onChange: (percent: number) => void;
  marks: readonly number[];
  label: string;
  disabled?: boolean;
  testId?: string;
}) {
  const percent = Math.min(100, Math.max(0, value));
  const choose = (next: number) => {
    if (next !== percent) onChange(next);
  };
  return (
    <div
      className={disabled ? `${styles.slider} ${styles.disabled}` : styles.slider}
      style={{ '--percent': `${percent}%` } as CSSProperties}
      data-testid={testId}
    >
      <div className={styles.track}>
        <div className={styles.rail} aria-hidden="true">
          <span className={styles.fill} />
          {marks.map((mark) => (
            <span
              key={mark}
              className={mark <= percent ? `${styles.dot} ${styles.dotOn}` : styles.dot}
              style={{ left: `${mark}%` }}
            />
          ))}
        </div>
        <input
          type="range"
          className={styles.input}
          min={0}
          max={100}
          step={1}
          value={percent}
          disabled={disabled}
          aria-label={label}
          aria-valuetext={`${percent}%`}
          onChange={(event) => choose(Number(event.currentTarget.value))}
          data-testid={testId ? `${testId}-input` : undefined}
        />
        <span className={styles.lane} aria-hidden="true">
          <span className={styles.bubble}>{percent}%</span>
        </span>
      </div>
      <div className={styles.marks}>
        {marks.map((mark) => (
          <button
            key={mark}
            type="button"
            className={styles.mark}
            style={{ left: `${mark}%` }}
            disabled={disabled}
            aria-pressed={mark === percent}
            onClick={() => choose(mark)}
            data-testid={testId ? `${testId}-mark-${mark}` : undefined}
          >
            {mark}%
          </button>
        ))}
      </div>
    </div>
  );
}
