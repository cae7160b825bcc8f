import { useTranslation } from 'react-i18next';
import { useAppStore } from '../store/app-store';
import styles from './simulated-badge.module.css';

/** Says so when prices come from the simulator (docs/architecture.md rule 5); nothing otherwise. */
export function SimulatedBadge() {
  const { t } = useTranslation();
  const simulated = useAppStore((s) => s.siteConfig?.simulated_prices === true);
  if (!simulated) return null;
  return (
    <span
      className={styles.badge}
      title={t('words.simulatedPricesHint')}
      data-testid="simulated-badge"
    >
      <span className={styles.dot} aria-hidden="true" />
      {t('words.simulatedPrices')}
    </span>
  );
}
