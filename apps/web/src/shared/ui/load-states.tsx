import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { StatusView } from './status-view';
import styles from './load-states.module.css';

/** A failed load with a retry button; `title` says what failed, in the feature's words. */
export function LoadError({
  title,
  onRetry,
  testId,
}: {
  title: string;
  onRetry: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <StatusView
      icon="alert"
      tone="error"
      title={title}
      testId={testId}
      actions={
        <Button shape="rounded" color="primary" fill="outline" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    />
  );
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
