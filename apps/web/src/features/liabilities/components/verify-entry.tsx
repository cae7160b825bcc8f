import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../shared/routing/navigation';
import { Icon } from '../../../shared/ui/icons';
import styles from './verify.module.css';

/** The assets page's way in to "Verify my balance". */
export function VerifyBalanceEntry() {
  const { t } = useTranslation('liabilities');
  return (
    <button
      type="button"
      className={styles.entry}
      onClick={() => void navigateTo('/pages/fund/verify_balance')}
      data-testid="assets-verify-balance"
    >
      <Icon name="lock" size={18} />
      <span>{t('entry')}</span>
      <Icon name="chevronRight" size={16} />
    </button>
  );
}
