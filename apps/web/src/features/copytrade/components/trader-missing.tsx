import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { navigateBack } from '../../../shared/routing/navigation';
import { StatusView } from '../../../shared/ui/status-view';

const LIST_PATH = '/pages/copytrade/copy';

/**
 * A trader that is not there (no id in the address, or the server says so): its message, or
 * ours, and the way back to the ranking. Nothing to retry.
 */
export function TraderMissing({ message }: { message?: string | null }) {
  const { t } = useTranslation('copytrade');
  return (
    <StatusView
      icon="alert"
      title={message || t('state.traderMissing')}
      testId="copy-trader-missing"
      actions={
        <Button
          block
          shape="rounded"
          color="primary"
          fill="outline"
          onClick={() => navigateBack(LIST_PATH)}
        >
          {t('common:actions.back')}
        </Button>
      }
    />
  );
}
