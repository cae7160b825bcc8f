import { useTranslation } from 'react-i18next';
import { outcomes } from '../rules';
import styles from '../../../shared/ui/product-page.module.css';

/** /pages/invest/help: how dual investment works, with a worked example computed by the same rules. */
export function DualHelp() {
  const { t } = useTranslation('dual');
  const call = outcomes({
    type: 'call',
    total: '0.1',
    strike: '100000',
    rate: '36.5',
    day: 7,
    coin: 'BTC',
    coinPrecision: 8,
  });
  const put = outcomes({
    type: 'put',
    total: '1000',
    strike: '100000',
    rate: '36.5',
    day: 7,
    coin: 'BTC',
    coinPrecision: 8,
  });
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <h2 className={styles.title}>{t('helpPage.title')}</h2>
        <p className={styles.text}>{t('helpPage.intro')}</p>
      </section>
      <section className={styles.card}>
        <h3 className={styles.title}>{t('helpPage.callTitle')}</h3>
        <p className={styles.text}>{t('helpPage.call')}</p>
        <p className={styles.formula}>
          {t('helpPage.callExample', { below: call.below.amount, above: call.above.amount })}
        </p>
      </section>
      <section className={styles.card}>
        <h3 className={styles.title}>{t('helpPage.putTitle')}</h3>
        <p className={styles.text}>{t('helpPage.put')}</p>
        <p className={styles.formula}>
          {t('helpPage.putExample', { below: put.below.amount, above: put.above.amount })}
        </p>
      </section>
      <section className={styles.card}>
        <h3 className={styles.title}>{t('helpPage.priceTitle')}</h3>
        <p className={styles.text}>{t('helpPage.price')}</p>
      </section>
    </div>
  );
}
