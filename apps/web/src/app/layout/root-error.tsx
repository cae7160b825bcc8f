import { useTranslation } from 'react-i18next';
import { StatusView } from '../../shared/ui/status-view';

/** A page, or the shell, that failed to load: the reason and a retry. */
export function PageLoadError({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <StatusView
      icon="alert"
      tone="error"
      title={t('page.loadFailed')}
      hint={t('page.loadFailedHint')}
      testId={testId}
      action={{ label: t('actions.retry'), onClick: onRetry, solid: true }}
    />
  );
}

/** Last-resort view when the shell itself fails (the router's error element). */
export function RootError() {
  return <PageLoadError onRetry={() => window.location.reload()} testId="root-error" />;
}
