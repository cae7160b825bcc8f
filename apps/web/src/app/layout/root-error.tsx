import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { StatusView } from '../../shared/ui/status-view';

/** Last-resort view when the shell itself fails (the router's error element). */
export function RootError() {
  const { t } = useTranslation();
  return (
    <StatusView
      icon="alert"
      tone="error"
      title={t('page.loadFailed')}
      hint={t('page.loadFailedHint')}
      testId="root-error"
      actions={
        <Button block shape="rounded" color="primary" onClick={() => window.location.reload()}>
          {t('actions.retry')}
        </Button>
      }
    />
  );
}
