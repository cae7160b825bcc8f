import { useTranslation } from 'react-i18next';
import type { ProjectOrder } from '@tidemark/contracts';
import { useMoneyText } from '../../../shared/api/currencies';
import { FieldGrid } from '../../../shared/ui/field-grid';
import { PagedList } from '../../../shared/ui/paged-list';
import record from '../../../shared/ui/record.module.css';
import { useProjectOrders } from '../api';
import { utc } from './project-list';
import styles from './launchpad.module.css';

/** One subscription: what was asked and held, and once allocated what was given, paid and returned, with the arithmetic. */
export function OrderCard({ order }: { order: ProjectOrder }) {
  const { t } = useTranslation('launchpad');
  const pay = order.pay_currency_name;
  const amount = useMoneyText();
  /** What the order holds, was paid, allocated or refunded: held by the precision rule. */
  const dash = (v: string | null, unit: string) =>
    v === null ? '--' : `${amount(v, unit)} ${unit}`;
  return (
    <article className={styles.card} data-testid={`ieo-order-${order.id}`}>
      <div className={styles.head}>
        <h3 className={styles.title}>
          {order.name} · #{order.order_no}
        </h3>
        <span
          className={
            order.status === 'unlocked' ? `${record.status} ${record.statusDone}` : record.status
          }
          data-testid="ieo-order-status"
        >
          {t(`order.status.${order.status}`)}
        </span>
      </div>
      <FieldGrid
        testIdPrefix="ieo-order"
        fields={[
          {
            key: 'requested',
            label: t('order.requested'),
            value: dash(order.coin_amount, order.name),
          },
          { key: 'held', label: t('order.held'), value: dash(order.total_price, pay) },
          {
            key: 'allocated',
            label: t('order.allocated'),
            value: dash(order.give_amount, order.name),
          },
          { key: 'paid', label: t('order.paid'), value: dash(order.paid, pay) },
          { key: 'refunded', label: t('order.refunded'), value: dash(order.refunded, pay) },
          {
            key: 'unlock',
            label: t('order.unlockAt'),
            value: order.unlock_at === null ? '--' : utc(order.unlock_at),
          },
        ]}
      />
      {order.formula ? (
        <>
          <p className={styles.muted}>{t('order.formulaLabel')}</p>
          <p className={styles.formula} data-testid="ieo-order-formula">
            {order.formula}
          </p>
        </>
      ) : null}
      <p className={styles.text} data-testid="ieo-order-explain">
        {t(`order.explain.${order.status}`, {
          listing: utc(order.sell_begin),
          unlock: order.unlock_at === null ? '' : utc(order.unlock_at),
          refunded: amount(order.refunded ?? '0', pay),
          pay,
        })}
      </p>
    </article>
  );
}

/** /pages/ieo/order: the caller's subscriptions. */
export function ProjectOrders() {
  const { t } = useTranslation('launchpad');
  const query = useProjectOrders();
  return (
    <div className={styles.page}>
      <PagedList
        query={query}
        itemKey={(o) => o.id}
        renderItem={(o) => <OrderCard order={o} />}
        emptyTitle={t('order.empty')}
        errorTitle={t('loadFailed')}
        testId="ieo-orders"
      />
    </div>
  );
}
