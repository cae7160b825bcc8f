import { Fragment, type Key, type ReactNode } from 'react';
import { InfiniteScroll } from 'antd-mobile';
import { PullToRefresh } from './pull-to-refresh';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from './load-states';
import { DelayedLoading, StatusView } from './status-view';
import type { IconName } from './icons';
import styles from './paged-list.module.css';

/** The description's lazy loading delay (section 9): quick answers show no spinner. */
const LOADING_DELAY_MS = 200;

/** Pages that hold their items in `data` (the common page), or any page with a way to its items. */
type PagedSource<T, P> =
  | { query: UseInfiniteQueryResult<InfiniteData<{ data: T[] }>>; pageItems?: undefined }
  | { query: UseInfiniteQueryResult<InfiniteData<P>>; pageItems: (page: P) => readonly T[] };

function itemsOf<T, P>(source: PagedSource<T, P>): T[] | undefined {
  if (source.pageItems) return source.query.data?.pages.flatMap(source.pageItems);
  return source.query.data?.pages.flatMap((page) => page.data);
}

export type PagedListProps<T, P> = PagedSource<T, P> & {
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  /** What an empty list says. */
  emptyTitle: string;
  emptyHint?: string;
  emptyIcon?: IconName;
  /** A one-line empty state, for a list inside a screen rather than a screen of its own. */
  compact?: boolean;
  /** What a failed first load says (in the feature's words); a retry button comes with it. */
  errorTitle: string;
  /** The list's test id; its parts get `-empty`, `-error` and `-end` appended. */
  testId: string;
};

/**
 * The foot of a page-by-page list: the next page loads as it scrolls into view; a failed load
 * offers a retry, else it says "loading" or, with `endTestId`, that there is no more.
 */
export function MorePages({
  query,
  retryClassName,
  endClassName,
  endTestId,
}: {
  query: {
    hasNextPage: boolean;
    fetchNextPage: (options: { throwOnError: true }) => Promise<unknown>;
  };
  retryClassName: string | undefined;
  endClassName: string | undefined;
  endTestId?: string;
}) {
  const { t } = useTranslation();
  return (
    <InfiniteScroll
      hasMore={query.hasNextPage}
      loadMore={async () => {
        await query.fetchNextPage({ throwOnError: true });
      }}
    >
      {(hasMore, failed, retry) =>
        failed ? (
          <button type="button" className={retryClassName} onClick={() => void retry()}>
            {t('actions.retry')}
          </button>
        ) : (
          <span className={endClassName} data-testid={hasMore ? undefined : endTestId}>
            {hasMore ? t('page.loading') : t('msg.noMoreData')}
          </span>
        )
      }
    </InfiniteScroll>
  );
}

/**
 * One page-by-page list of the user's records: loading (after the lazy delay), an error with
 * retry, the empty state, pull to refresh, and the next page when scrolled to the end.
 */
export function PagedList<T, P = never>(props: PagedListProps<T, P>) {
  const {
    query,
    itemKey,
    renderItem,
    emptyTitle,
    emptyHint,
    emptyIcon = 'orders',
    compact = false,
    errorTitle,
    testId,
  } = props;
  const items = itemsOf<T, P>(props);
  let body: ReactNode;
  if (query.isPending) body = <DelayedLoading delayMs={LOADING_DELAY_MS} />;
  else if (!items)
    body = (
      <LoadError
        title={errorTitle}
        onRetry={() => void query.refetch()}
        testId={`${testId}-error`}
      />
    );
  else if (items.length === 0)
    body = compact ? (
      <p className={styles.end} data-testid={`${testId}-empty`}>
        {emptyTitle}
      </p>
    ) : (
      <StatusView
        icon={emptyIcon}
        title={emptyTitle}
        {...(emptyHint ? { hint: emptyHint } : {})}
        testId={`${testId}-empty`}
      />
    );
  else
    body = (
      <>
        {items.map((item) => (
          <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>
        ))}
        <MorePages
          query={query}
          retryClassName={styles.retry}
          endClassName={styles.end}
          endTestId={`${testId}-end`}
        />
      </>
    );
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
