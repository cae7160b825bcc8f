import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-states';
import { LoginPrompt } from '../../../shared/ui/login-prompt';

/** A failed load of a spot panel, with a retry. */
export function SpotLoadError({
  onRetry,
  title,
  testId = 'spot-error',
}: {
  onRetry: () => void;
  title?: string;
  testId?: string;
}) {
  const { t } = useTranslation('spot');
  return <LoadError title={title ?? t('state.loadFailed')} onRetry={onRetry} testId={testId} />;
}
/** What visitors see where their own orders would be (one line inside the trade panel). */
export function SpotLoginPrompt({ testId }: { testId: string }) {
  const { t } = useTranslation('spot');
  return (
    <LoginPrompt
      title={t('orders.loginTitle')}
      actionLabel={t('form.login')}
      testId={testId}
      compact
    />
  );
}
