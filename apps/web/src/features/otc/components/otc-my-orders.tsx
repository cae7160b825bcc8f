import { useTranslation } from 'react-i18next';
import type { OtcOrder } from '@tidemark/contracts';
import { useMoneyText } from '../../../shared/api/currencies';
import { redirectTo } from '../../../shared/routing/navigation';
import { QueryView } from '../../../shared/ui/query-view';
import { useOtcOrders } from '../api';
import styles from '../../../shared/ui/product-page.module.css';
import { PATH, fiatSum } from './otc-common';

function OrderRow({ o }: { o: OtcOrder }) {
  const { t } = useTranslation('otc');
  const money = useMoneyText();
  return (
    <button
      type="button"
      className={styles.card}
      onClick={() => redirectTo(PATH, { order: o.id })}
      data-testid={`otc-order-${o.id}`}
    >
      <div className={styles.head}>
        <span className={styles.title}>
          {t(o.role === 'buyer' ? 'buy' : 'sell')} {money(o.amount, o.currency_name)}{' '}
          {o.currency_name}
        </span>
        <span>{t(`status.${o.status}`)}</span>
      </div>
      <div className={styles.row}>
        <span>{o.counterparty}</span>
        <span>
          {fiatSum(o.fiat_total, o)} {o.fiat}
        </span>
      </div>
    </button>
  );
}

/** The caller's orders, newest first; each opens its order. */
export function MyOrders() {
  const { t } = useTranslation('otc');
  const orders = useOtcOrders();
  return (
    <QueryView
      query={orders}
      errorTitle={t('loadFailed')}
      isEmpty={(list) => list.length === 0}
      empty={<p className={styles.text}>{t('noOrders')}</p>}
    >
      {(list) => list.map((o) => <OrderRow key={o.id} o={o} />)}
    </QueryView>
  );
}
