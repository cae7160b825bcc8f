import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { navigateTo } from '../../../shared/routing/navigation';
import { LOGIN_PATH } from '../../../shared/routing/route-table';
import { StatusView } from '../../../shared/ui/status-view';
import styles from './spot.module.css';

/** A failed load, with a retry. */
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
  return (
    <StatusView
      icon="alert"
      tone="error"
      title={title ?? t('state.loadFailed')}
      testId={testId}
      actions={
        <Button shape="rounded" color="primary" fill="outline" onClick={onRetry}>
          {t('state.retry')}
        </Button>
      }
    />
  );
}

/** Opens the login page, coming back to this page afterwards. */
export function useOpenLogin(): () => void {
  const location = useLocation();
  return () => void navigateTo(LOGIN_PATH, { redirect: `${location.pathname}${location.search}` });
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

/** Grey lines in the shape of what is loading. */
export function SpotSkeleton({ lines = 6, testId }: { lines?: number; testId?: string }) {
  return (
    <div className={styles.skeleton} aria-hidden="true" data-testid={testId}>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={lines} animated />
    </div>
  );
}
