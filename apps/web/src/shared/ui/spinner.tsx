import type { CSSProperties } from 'react';
import styles from './spinner.module.css';

const COLORS = { primary: 'var(--tm-primary)', white: '#fff' } as const;

/**
 * A turning arc drawn by the stylesheet alone. antd-mobile's spinner moved its arc from
 * JavaScript on every frame through its animation library, which every loading view then
 * loaded and ran on the main thread while the page it waited for was starting.
 */
export function Spinner({
  size = 22,
  color = 'primary',
}: {
  size?: number;
  color?: keyof typeof COLORS;
}) {
  return (
    <svg
      className={styles.spinner}
      style={{ '--spinner-color': COLORS[color] } as CSSProperties}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      data-testid="spinner"
    >
      <circle cx="16" cy="16" r="13" />
    </svg>
  );
}
