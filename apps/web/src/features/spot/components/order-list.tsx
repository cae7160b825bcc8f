import type { ReactNode } from 'react';
import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { DelayedLoading, StatusView } from '../../../shared/ui/status-view';
import type { SpotOrderFilter } from '../api/keys';
import { useSpotOrders } from '../api/orders';
import { useSpotPairs } from '../api/pairs';
import { OrderItem } from './order-item';
import { SpotLoadError } from './states';
import styles from './spot.module.css';

/** The description's lazy loading delay: quick answers show no spinner. */
const LOADING_DELAY_MS = 200;

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
  const { t } = useTranslation();
  const query = useSpotOrders(filter);
  const pairs = useSpotPairs();
  const pairOf = (symbol: string) => pairs.data?.find((pair) => pair.symbol === symbol);

  let body: ReactNode;
  if (query.isPending) body = <DelayedLoading delayMs={LOADING_DELAY_MS} />;
  else if (query.isError && !query.data)
    body = <SpotLoadError onRetry={() => void query.refetch()} testId={`${testId}-error`} />;
  else {
    const orders = query.data.pages.flatMap((page) => page.data);
    body =
      orders.length === 0 ? (
        compact ? (
          <p className={styles.end} data-testid={`${testId}-empty`}>
            {emptyText}
          </p>
        ) : (
          <StatusView icon="orders" title={emptyText} testId={`${testId}-empty`} />
        )
      ) : (
        <>
          {orders.map((order) => (
            <OrderItem key={order.id} order={order} pair={pairOf(order.symbol)} />
          ))}
          <InfiniteScroll
            hasMore={query.hasNextPage}
            loadMore={async () => {
              await query.fetchNextPage({ throwOnError: true });
            }}
          >
            {(hasMore, failed, retry) =>
              failed ? (
                <button type="button" className={styles.link} onClick={() => void retry()}>
                  {t('actions.retry')}
                </button>
              ) : (
                <span className={styles.end} data-testid={hasMore ? undefined : `${testId}-end`}>
                  {hasMore ? t('page.loading') : t('msg.noMoreData')}
                </span>
              )
            }
          </InfiniteScroll>
        </>
      );
  }
  return (
    <PullToRefresh
      onRefresh={async () => {
        await query.refetch();
      }}
    >
      <div className={styles.list} data-testid={testId} data-loaded={!query.isPending}>
        {body}
      </div>
    </PullToRefresh>
  );
}
