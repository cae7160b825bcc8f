import { useTranslation } from 'react-i18next';
import styles from './pair.module.css';

/** Where the order forms of the trading issues will go; says so instead of leaving a blank. */
export function TradingSoon() {
  const { t } = useTranslation('market');
  return (
    <section
      className={styles.soon}
      aria-labelledby="trading-soon-title"
      data-testid="trading-soon"
    >
      <h2 id="trading-soon-title" className={styles.soonTitle}>
        {t('trading.title')}
      </h2>
      <p className={styles.soonHint}>{t('trading.hint')}</p>
    </section>
  );
}
