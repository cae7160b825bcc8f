import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../shared/routing/navigation';
import styles from './earn.module.css';

/** pages/lockming/welcome: what lock mining is, how income works, and its risks. */
export function LockWelcome() {
  const { t } = useTranslation('earn');
  return (
    <div className={styles.page} data-testid="lock-welcome">
      <article className={`${styles.card} ${styles.article}`}>
        <h3>{t('welcome.whatTitle')}</h3>
        <p>{t('welcome.what')}</p>
        <h3>{t('welcome.incomeTitle')}</h3>
        <p>{t('welcome.income')}</p>
        <h3>{t('welcome.redeemTitle')}</h3>
        <p>{t('welcome.redeem')}</p>
        <h3>{t('welcome.risksTitle')}</h3>
        <p>{t('welcome.risks')}</p>
      </article>
      <Button
        block
        color="primary"
        shape="rounded"
        onClick={() => void navigateTo('/pages/lockming/lockming')}
      >
        {t('welcome.start')}
      </Button>
    </div>
  );
}
