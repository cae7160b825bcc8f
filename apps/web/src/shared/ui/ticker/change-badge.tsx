import { formatChange } from '../../format/ticker';
import { useUpDownColor } from '../../theme/theme';
import styles from './ticker.module.css';

/** The 24 h change as a filled badge in the rise/fall colour (honours "red up"). */
export function ChangeBadge({ change }: { change: string }) {
  const colorOf = useUpDownColor();
  return (
    <span
      className={styles.badge}
      style={{ background: colorOf(change) }}
      data-testid="ticker-change"
    >
      {formatChange(change)}
    </span>
  );
}
