import { useState } from 'react';
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../shared/ui/paged-list';
import tabs from '../../../shared/ui/tabs.module.css';
import { useEarnOrders } from '../api/earn-api';
import { OrderCard } from './order-card';
import styles from './earn.module.css';

function Orders({ status }: { status: 1 | 2 }) {
  const { t } = useTranslation('earn');
  const query = useEarnOrders('lock', status);
  return (
    <div className={styles.page}>
      <PagedList
        query={query}
        itemKey={(o) => o.id}
        renderItem={(o) => <OrderCard order={o} />}
        emptyTitle={t('order.empty')}
        errorTitle={t('state.loadFailed')}
        testId={`lock-orders-${status}`}
      />
    </div>
  );
}

/** pages/lockming/order: active and finished lock orders, with income and early redemption. */
export function LockOrders() {
  const { t } = useTranslation('earn');
  const [status, setStatus] = useState<'1' | '2'>('1');
  return (
    <div data-testid="lock-orders">
      <div className={tabs.sticky}>
        <Tabs activeKey={status} onChange={(k) => setStatus(k as '1' | '2')}>
          <Tabs.Tab
            key="1"
            title={<span data-testid="lock-orders-tab-1">{t('order.active')}</span>}
          />
          <Tabs.Tab
            key="2"
            title={<span data-testid="lock-orders-tab-2">{t('order.finished')}</span>}
          />
        </Tabs>
      </div>
      <Orders key={status} status={status === '1' ? 1 : 2} />
    </div>
  );
}
