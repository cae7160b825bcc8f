import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { failureHint, LoadError as SharedLoadError } from '../../../shared/ui/load-states';
import { StatusView, type StatusViewProps } from '../../../shared/ui/status-view';
import type { IconName } from '../../../shared/ui/icons';
import styles from './content.module.css';

/** A failed first load, with the reason and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('content');
  return (
    <SharedLoadError
      title={t('state.loadFailed')}
      hint={failureHint(error) ?? t('state.loadFailedHint')}
      onRetry={onRetry}
      wide
      testId="content-error"
    />
  );
}

export function EmptyView({
  title,
  icon = 'paper',
  action,
}: {
  title: string;
  icon?: IconName;
  action?: StatusViewProps['action'];
}) {
  return <StatusView icon={icon} title={title} action={action} testId="content-empty" />;
}

/** The shape of a text page while it loads: a title and a few paragraphs. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      className={`${styles.card} ${styles.skeleton}`}
      role="status"
      aria-label={t('page.loading')}
      data-testid="content-loading"
    >
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={4} animated />
      <Skeleton.Paragraph lineCount={3} animated />
    </div>
  );
}

/** The shape of a list while it loads: `rows` two-line rows. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div
      className={`${styles.list} ${styles.skeleton}`}
      role="status"
      aria-label={t('page.loading')}
      data-testid="content-loading"
    >
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.newsItem}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={1} animated />
        </div>
      ))}
    </div>
  );
}
