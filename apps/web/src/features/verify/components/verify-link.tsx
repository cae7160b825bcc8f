import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/routing/router';
import styles from './verify-settlements.module.css';

/** The way in from the assets tab. */
export function VerifySettlementsLink() {
  const { t } = useTranslation('verify');
  return (
    <Link to="/pages/fund/verify_settlements" className={styles.link} data-testid="verify-link">
      ✓ {t('link')}
    </Link>
  );
}
