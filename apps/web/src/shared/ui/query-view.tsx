import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureHint, LoadError, LoadingLines } from './load-states';
import { StatusView } from './status-view';

export interface QueryViewProps<T> {
  query: Pick<UseQueryResult<T>, 'isPending' | 'data' | 'error' | 'refetch'>;
  /** What the data reads as, once it is there (and not empty). */
  children: (data: T) => ReactNode;
  /** What shows while the first load runs: grey lines unless the feature shapes its own. */
  loading?: ReactNode;
  /** The failed load's title in the feature's words; a general "could not load" otherwise. */
  errorTitle?: string;
  /** The failure's message under the title. */
  errorHint?: boolean;
  /** A full-width retry button (pages) instead of one as wide as its text (panels). */
  wide?: boolean;
  errorTestId?: string;
  /** When the loaded data counts as nothing to show (an empty list). */
  isEmpty?: (data: T) => boolean;
  /** The empty state's title; a general "nothing here yet" otherwise. */
  emptyText?: string;
  /** An empty state the feature draws itself, in place of the titled one. */
  empty?: ReactNode;
  emptyTestId?: string;
}

/**
 * One query's states: its loading lines, then a failure with a retry (only while there is no
 * data: a failed refetch keeps what was loaded on screen), then the empty state when
 * `isEmpty` says so, otherwise `children(data)`.
 */
export function QueryView<T>({
  query,
  children,
  loading,
  errorTitle,
  errorHint,
  wide,
  errorTestId,
  isEmpty,
  emptyText,
  empty,
  emptyTestId,
}: QueryViewProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <>{loading ?? <LoadingLines />}</>;
  if (query.data === undefined)
    return (
      <LoadError
        title={errorTitle ?? t('msg.loadFailed')}
        hint={errorHint ? failureHint(query.error) : undefined}
        onRetry={() => void query.refetch()}
        wide={wide}
        testId={errorTestId}
      />
    );
  if (isEmpty?.(query.data))
    return (
      <>
        {empty ?? (
          <StatusView icon="orders" title={emptyText ?? t('msg.noData')} testId={emptyTestId} />
        )}
      </>
    );
  return <>{children(query.data)}</>;
}
