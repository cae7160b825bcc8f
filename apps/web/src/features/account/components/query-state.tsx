import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-states';
import { DelayedLoading } from '../../../shared/ui/status-view';

/** Loading (after 200 ms) or a failure with retry, for a page waiting on its first answer. */
export function QueryState({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!error) return <DelayedLoading delayMs={200} />;
  return (
    <LoadError
      title={error.message || t('msg.serverError')}
      onRetry={onRetry}
      testId="query-error"
    />
  );
}
