import { useTranslation } from 'react-i18next';
import { SPOT_STATUS } from '@tidemark/contracts';
import { useSpotSync } from '../hooks/use-spot-sync';
import type { OrderStatusKey } from './order-item';
import { SpotOrderList } from './order-list';
import { TabBar } from '../../../shared/ui/tab-bar';
import tabs from '../../../shared/ui/tabs.module.css';

export const HISTORY_TABS: readonly OrderStatusKey[] = ['open', 'filled', 'cancelled'];

/** `?status=` of the orders page: in progress (the default), completed or cancelled. */
export function historyTabFrom(value: string | null): OrderStatusKey {
  return (HISTORY_TABS as readonly string[]).includes(value ?? '')
    ? (value as OrderStatusKey)
    : 'open';
}

/** The user's spot orders of every pair, by state, page by page; live while shown. */
export function SpotOrderHistory({
  status,
  onStatusChange,
}: {
  status: OrderStatusKey;
  onStatusChange: (status: OrderStatusKey) => void;
}) {
  const { t } = useTranslation('spot');
  useSpotSync();
  return (
    <div data-testid="spot-history" data-status={status}>
      <div className={tabs.sticky}>
        <TabBar
          items={HISTORY_TABS.map((key) => ({
            key,
            title: <span data-testid={`spot-history-tab-${key}`}>{t(`status.${key}`)}</span>,
          }))}
          active={status}
          onChange={onStatusChange}
        />
      </div>
      <SpotOrderList
        key={status}
        filter={{ status: SPOT_STATUS[status] }}
        emptyText={t(`orders.empty.${status}`)}
        testId="spot-history-list"
      />
    </div>
  );
}
