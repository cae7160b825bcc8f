import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../shared/routing/navigation';
import { Icon } from '../../../shared/ui/icons';
import styles from './alerts.module.css';

/** The bell of the pair view: opens the price alerts of this pair. */
export function AlertBell({ symbol }: { symbol: string }) {
  const { t } = useTranslation('alerts');
  return (
    <button
      type="button"
      className={styles.bell}
      aria-label={t('bell')}
      title={t('bell')}
      onClick={() => void navigateTo('/pages/setting/alerts', { symbol })}
      data-testid="alert-bell"
    >
      <Icon name="bell" size={20} />
    </button>
  );
}
