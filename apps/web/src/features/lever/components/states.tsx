import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-states';
import { LoginPrompt } from '../../../shared/ui/login-prompt';

/** A failed load of a contract screen, with a retry. */
export function LeverLoadError({
  onRetry,
  testId = 'lever-error',
}: {
  onRetry: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('lever');
  return <LoadError title={t('state.loadFailed')} onRetry={onRetry} testId={testId} />;
}

/** What visitors see instead of the contract form: contracts need an account. */
export function LeverLoginPrompt() {
  const { t } = useTranslation('lever');
  return (
    <LoginPrompt
      title={t('panel.loginTitle')}
      hint={t('panel.loginHint')}
      actionLabel={t('form.login')}
      testId="lever-login"
    />
  );
}
