import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useOpenLogin } from '../../../shared/routing/use-open-login';
import { LoadError } from '../../../shared/ui/load-states';
import { StatusView } from '../../../shared/ui/status-view';
import styles from './spot.module.css';

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
export function SpotLoginPrompt({
  testId = 'spot-login',
  compact = false,
}: {
  testId?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation('spot');
  const openLogin = useOpenLogin();
  if (compact)
    return (
      <div className={styles.loginLine} data-testid={testId}>
        <span>{t('orders.loginTitle')}</span>
        <Button size="small" shape="rounded" color="primary" onClick={openLogin}>
          {t('form.login')}
        </Button>
      </div>
    );
  return (
    <StatusView
      icon="user"
      title={t('orders.loginTitle')}
      hint={t('orders.loginHint')}
      testId={testId}
      actions={
        <Button shape="rounded" color="primary" onClick={openLogin}>
          {t('form.login')}
        </Button>
      }
    />
  );
}
