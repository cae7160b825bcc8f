import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-states';

/** A failed load of an options screen, with a retry. */
export function OptionsLoadError({
  onRetry,
  testId = 'options-error',
}: {
  onRetry: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('options');
  return <LoadError title={t('state.loadFailed')} onRetry={onRetry} testId={testId} />;
}
