import type { ReactNode } from 'react';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { navigateBack } from '../routing/navigation';
import type { RouteUrl } from '../routing/route-table';
import { StatusView } from './status-view';
import styles from './load-states.module.css';

export interface LoadErrorProps {
  /** What failed, in the feature's words. */
  title: string;
  onRetry: () => void;
  /** The reason underneath the title (e.g. the server's message). */
  hint?: string | undefined;
  /** The retry button's text when the feature words it its own way ("Try again"). */
  retryLabel?: string;
  /** A full-width retry button (pages), instead of one as wide as its text (panels). */
  wide?: boolean;
  testId?: string | undefined;
}

/**
 * Nothing behind the address (no id, or the server says it does not exist): a retry would not
 * bring it, so the way back to the list instead.
 */
export function MissingView({
  title,
  backTo,
  testId,
}: {
  title: string;
  backTo: RouteUrl;
  testId?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <StatusView
      icon="alert"
      title={title}
      testId={testId}
      action={{ label: t('actions.back'), onClick: () => navigateBack(backTo) }}
    />
  );
}

/** The server's words when a failed load is one of `codes` (it does not exist), else null. */
export function missingMessage(error: unknown, codes: readonly string[]): string | null {
  return error instanceof ApiError && codes.includes(error.code) ? error.message : null;
}

/** A failed load with a retry button. */
export function LoadError({ title, onRetry, hint, retryLabel, wide, testId }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <StatusView
      icon="alert"
      tone="error"
      title={title}
      {...(hint ? { hint } : {})}
      testId={testId}
      action={{ label: retryLabel ?? t('actions.retry'), onClick: onRetry, inline: !wide }}
    />
  );
}

/** The message of a failed request, to show under the title; none when there is none. */
export function failureHint(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

/** Grey lines in the shape of what is loading. */
export function LoadingLines({ lines = 6, testId }: { lines?: number; testId?: string }) {
  return (
    <div className={styles.skeleton} aria-hidden="true" data-testid={testId}>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={lines} animated />
    </div>
  );
}

/**
 * What a page that loads one thing by id shows until it has it, or null once it does: with no
 * id, or when the server answers one of `missing.codes`, the way back (a retry cannot bring
 * it); grey lines while loading; a retry after any other failure.
 */
export function loadGate(
  query: { error: unknown; isPending: boolean; data: unknown; refetch: () => unknown },
  id: number,
  missing: { codes: readonly string[]; title: string; backTo: RouteUrl; testId: string },
  failedTitle: string,
): ReactNode {
  const message = id > 0 ? missingMessage(query.error, missing.codes) : '';
  if (message !== null)
    return (
      <MissingView
        title={message || missing.title}
        backTo={missing.backTo}
        testId={missing.testId}
      />
    );
  if (query.isPending) return <LoadingLines />;
  if (!query.data)
    return <LoadError title={failedTitle} onRetry={() => void query.refetch()} wide />;
  return null;
}
