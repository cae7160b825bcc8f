import { useTranslation } from 'react-i18next';
import { SPOT_STATUS, type SpotPair } from '@tidemark/contracts';
import { navigateTo } from '../../../shared/routing/navigation';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { SPOT_ORDERS_PATH } from '../navigation';
import { SpotOrderList } from './order-list';
import { SpotLoginPrompt } from './states';
import form from '../../../shared/ui/form.module.css';
import styles from './spot.module.css';

/** The user's open orders of this pair under the form, each with cancel; a link to all orders. */
export function OpenOrders({ pair }: { pair: SpotPair }) {
  const { t } = useTranslation('spot');
  const loggedIn = useAppStore(selectIsLoggedIn);
  return (
    <section className={`${styles.section} ${styles.sectionFlush}`} data-testid="spot-open-orders">
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{t('orders.openTitle')}</h2>
        {loggedIn ? (
          <button
            type="button"
            className={form.link}
            onClick={() => void navigateTo(SPOT_ORDERS_PATH)}
            data-testid="spot-orders-all"
          >
            {t('orders.all')}
          </button>
        ) : null}
      </div>
      {loggedIn ? (
        <SpotOrderList
          filter={{
            status: SPOT_STATUS.open,
            currency_id: pair.currency_id,
            legal_id: pair.legal_id,
          }}
          emptyText={t('orders.emptyOpen')}
          testId="spot-open-list"
          compact
        />
      ) : (
        <SpotLoginPrompt testId="spot-orders-login" />
      )}
    </section>
  );
}
