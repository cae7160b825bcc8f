import { useTranslation } from 'react-i18next';
import type { OptionOrder } from '@tidemark/contracts';
import { useNow } from '../../../shared/hooks/use-now';
import { elapsedPercent, formatCountdown, outcomeOf, remainingMs } from '../option-rules';
import styles from './options.module.css';

/**
 * The time left of an open order, counted from the server's `remain_milli_seconds` at the
 * moment the order was received (so a wrong device clock does not matter). At zero it says
 * that the close price is awaited: the first recorded price at or after expiry.
 */
export function Countdown({ order, receivedAt }: { order: OptionOrder; receivedAt: number }) {
  const { t } = useTranslation('options');
  const open = outcomeOf(order) === null;
  const now = useNow(open ? 250 : null);
  if (!open) return null;
  const left = remainingMs(receivedAt + order.remain_milli_seconds, now);
  return (
    <div className={styles.clock} data-testid="option-countdown">
      <span className={styles.label}>{t('countdown.remaining')}</span>
      <span className={styles.clockTime} role="timer" data-testid="option-countdown-time">
        {formatCountdown(left)}
      </span>
      <div className={styles.progress} aria-hidden="true">
        <div
          className={styles.progressBar}
          style={{ width: `${elapsedPercent(left, order.seconds)}%` }}
        />
      </div>
      {left === 0 ? (
        <span className={styles.waiting} data-testid="option-settling">
          {t('countdown.settling')}
        </span>
      ) : null}
    </div>
  );
}
