import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../shared/ui/paged-list';
import type { SpotOrderFilter } from '../api/keys';
import { useSpotOrders } from '../api/orders';
import { useSpotPairs } from '../api/pairs';
import { OrderItem } from './order-item';

/**
 * The user's orders matching `filter`: loading, error with retry, empty state, pull to
 * refresh and the next page on scrolling down. Only for signed-in users (the caller checks).
 */
export function SpotOrderList({
  filter,
  emptyText,
  testId,
  compact = false,
}: {
  filter: SpotOrderFilter;
  emptyText: string;
  testId: string;
  /** A one-line empty state, for a list inside a page rather than a page of its own. */
  compact?: boolean;
}) {
  const { t } = useTranslation('spot');
  const query = useSpotOrders(filter);
  const pairs = useSpotPairs();
  const pairOf = (symbol: string) => pairs.data?.find((pair) => pair.symbol === symbol);
  return (
    <PagedList
      query={query}
      itemKey={(order) => order.id}
      renderItem={(order) => <OrderItem order={order} pair={pairOf(order.symbol)} />}
      emptyTitle={emptyText}
      compact={compact}
      errorTitle={t('state.loadFailed')}
      testId={testId}
    />
  );
}
