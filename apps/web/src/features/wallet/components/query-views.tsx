import type { ReactNode } from 'react';
import { PullToRefresh } from '../../../shared/ui/pull-to-refresh';
import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@tidemark/contracts';
import { useTranslation } from 'react-i18next';
import { failureHint, LoadError } from '../../../shared/ui/load-states';
import { MorePages } from '../../../shared/ui/paged-list';
import { QueryView as SharedQueryView } from '../../../shared/ui/query-view';
import { DelayedLoading, StatusView } from '../../../shared/ui/status-view';
import styles from './wallet.module.css';

/** The description's lazy loading delay (section 9): quick answers show no spinner. */
const LOADING_DELAY_MS = 200;

export function ErrorRetry({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <LoadError
      title={t('state.loadFailed')}
      hint={failureHint(error)}
      onRetry={onRetry}
      wide
      testId="wallet-error"
    />
  );
}

export function EmptyState({ title, actions }: { title: string; actions?: ReactNode }) {
  return <StatusView icon="bill" title={title} actions={actions} testId="wallet-empty" />;
}

/** The shared QueryView in the wallet's way: a delayed spinner, then its failure with the reason. */
export function QueryView<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('wallet');
  return (
    <SharedQueryView
      query={query}
      loading={<DelayedLoading delayMs={LOADING_DELAY_MS} />}
      errorTitle={t('state.loadFailed')}
      errorHint
      wide
      errorTestId="wallet-error"
    >
      {children}
    </SharedQueryView>
  );
}

export interface PagedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  emptyText: string;
  testId?: string;
}

/** A paged list: loading, error with retry, empty state, pull to refresh, infinite scroll. */
export function PagedList<T>({ query, renderItem, itemKey, emptyText, testId }: PagedListProps<T>) {
  const refresh = async () => {
    await query.refetch();
  };
  let body: ReactNode;
  if (query.isPending) body = <DelayedLoading delayMs={LOADING_DELAY_MS} />;
  else if (query.isError && !query.data)
    body = <ErrorRetry error={query.error} onRetry={() => void query.refetch()} />;
  else {
    const items = query.data?.pages.flatMap((page) => page.data) ?? [];
    body =
      items.length === 0 ? (
        <EmptyState title={emptyText} />
      ) : (
        <>
          <div className={styles.listCard}>
            {items.map((item) => (
              <div
                key={itemKey(item)}
                className={styles.listItem}
                data-testid={`${testId ?? 'list'}-item`}
              >
                {renderItem(item)}
              </div>
            ))}
          </div>
          <MorePages
            query={query}
            retryClassName={styles.linkButton}
            endClassName={styles.end}
            endTestId="no-more"
          />
        </>
      );
  }
  return (
    <PullToRefresh onRefresh={refresh}>
      <div data-testid={testId}>{body}</div>
    </PullToRefresh>
  );
}
