import type { ReactNode } from 'react';
import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { DelayedLoading, StatusView } from '../../../shared/ui/status-view';
import { useOptionOrders } from '../api/orders';
import { useOptionsSync } from '../hooks/use-options-sync';
import { OrderItem } from './order-item';
import { OptionsLoadError } from './states';
import styles from './options.module.css';

/** The description's lazy loading delay: quick answers show no spinner. */
const LOADING_DELAY_MS = 200;

/**
 * The user's seconds orders, newest first, 5 a page: loading, error with retry, empty state,
 * pull to refresh and the next page on scrolling down; a settled order updates in place.
 */
export function OptionOrderHistory() {
  const { t } = useTranslation('options');
  const { t: tc } = useTranslation();
  useOptionsSync();
  const query = useOptionOrders();

  let body: ReactNode;
  if (query.isPending) body = <DelayedLoading delayMs={LOADING_DELAY_MS} />;
  else if (query.isError && !query.data)
    body = <OptionsLoadError onRetry={() => void query.refetch()} testId="options-history-error" />;
  else {
    const orders = query.data.pages.flatMap((page) => page.data);
    body =
      orders.length === 0 ? (
        <StatusView
          icon="orders"
          title={t('history.empty')}
          hint={t('history.emptyHint')}
          testId="options-history-empty"
        />
      ) : (
        <>
          {orders.map((order) => (
            <OrderItem key={order.id} order={order} />
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
                  {tc('actions.retry')}
                </button>
              ) : (
                <span
                  className={styles.end}
                  data-testid={hasMore ? undefined : 'options-history-end'}
                >
                  {hasMore ? tc('page.loading') : tc('msg.noMoreData')}
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
      <div className={styles.list} data-testid="options-history" data-loaded={!query.isPending}>
        {body}
      </div>
    </PullToRefresh>
  );
}
