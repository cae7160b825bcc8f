import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { DelayedLoading, StatusView } from '../../../shared/ui/status-view';

/** Loading (after 200 ms) or a failure with retry, for a page waiting on its first answer. */
export function QueryState({
  error,
  onRetry,
}: {
  error: Error | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (!error) return <DelayedLoading delayMs={200} />;
  return (
    <StatusView
      icon="alert"
      tone="error"
      title={error.message || t('msg.serverError')}
      testId="query-error"
      actions={
        <Button shape="rounded" color="primary" fill="outline" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    />
  );
}
