import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../shared/ui/paged-list';
import { useOptionOrders } from '../api/orders';
import { useOptionsSync } from '../hooks/use-options-sync';
import { OrderItem } from './order-item';

/**
 * The user's seconds orders, newest first, 5 a page: loading, error with retry, empty state,
 * pull to refresh and the next page on scrolling down; a settled order updates in place.
 */
export function OptionOrderHistory() {
  const { t } = useTranslation('options');
  useOptionsSync();
  const query = useOptionOrders();
  return (
    <PagedList
      query={query}
      itemKey={(order) => order.id}
      renderItem={(order) => <OrderItem order={order} />}
      emptyTitle={t('history.empty')}
      emptyHint={t('history.emptyHint')}
      errorTitle={t('state.loadFailed')}
      testId="options-history"
    />
  );
}
