import { useTranslation } from 'react-i18next';
import { MissingView } from '../../../shared/ui/load-states';

/**
 * A trader that is not there (no id in the address, or the server says so): its message, or
 * ours, and the way back to the ranking. Nothing to retry.
 */
export function TraderMissing({ message }: { message?: string | null }) {
  const { t } = useTranslation('copytrade');
  return (
    <MissingView
      title={message || t('state.traderMissing')}
      backTo="/pages/copytrade/copy"
      testId="copy-trader-missing"
    />
  );
}
