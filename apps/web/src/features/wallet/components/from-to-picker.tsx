import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../shared/ui/icons';
import styles from './wallet.module.css';

type Side = 'from' | 'to';

/**
 * "From" above "To", each a button that opens its picker, and a swap button beside them
 * (transfers between accounts, exchanges between coins). Test ids: `<testIdPrefix>-from`,
 * `-to`, `-swap`.
 */
export function FromToPicker({
  labels,
  values,
  onPick,
  onSwap,
  swapIcon,
  testIdPrefix,
}: {
  labels: Record<Side, string>;
  values: Record<Side, string>;
  onPick: (side: Side) => void;
  onSwap: () => void;
  swapIcon: IconName;
  testIdPrefix: string;
}) {
  const { t } = useTranslation('wallet');
  const side = (which: Side) => (
    <button
      type="button"
      className={styles.selectButton}
      onClick={() => onPick(which)}
      data-testid={`${testIdPrefix}-${which}`}
    >
      <span className={styles.muted}>{labels[which]}</span>
      <strong>{values[which]}</strong>
    </button>
  );
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 8 }}>
        {side('from')}
        {side('to')}
      </div>
      <button
        type="button"
        className={styles.chip}
        style={{ minWidth: 0 }}
        aria-label={t('transfer.swap')}
        onClick={onSwap}
        data-testid={`${testIdPrefix}-swap`}
      >
        <Icon name={swapIcon} size={20} />
      </button>
    </div>
  );
}
