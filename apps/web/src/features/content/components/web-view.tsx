import { useEffect, useMemo } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { navigateBack, redirectTo } from '../../../shared/routing/navigation';
import { HOME_PATH, type RouteUrl } from '../../../shared/routing/route-table';
import { DelayedLoading, StatusView } from '../../../shared/ui/status-view';
import { currentLocation, resolveWebViewTarget } from '../links';
import styles from './content.module.css';

/** Replaces the web view with the in-app route it points to (back returns to the opener). */
function RouteRedirect({ path }: { path: RouteUrl }) {
  useEffect(() => {
    void redirectTo(path);
  }, [path]);
  return <DelayedLoading delayMs={200} />;
}

/**
 * The web view page. It never frames an arbitrary address: in-app routes open in the app,
 * other sites get a notice. Same-origin documents are offered as a link instead of a frame
 * because the server's CSP (`frame-ancestors 'none'`) forbids framing any of its pages, so an
 * iframe would only show the browser's refusal.
 */
export function WebView({ url }: { url: string | null }) {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const back = { label: tc('actions.back'), onClick: () => navigateBack(HOME_PATH) };
  const target = useMemo(() => resolveWebViewTarget(url, currentLocation()), [url]);

  switch (target.kind) {
    case 'route':
      return <RouteRedirect path={target.path} />;
    case 'missing':
      return (
        <StatusView
          icon="compass"
          title={t('webView.missingTitle')}
          hint={t('webView.missingHint')}
          testId="webview-missing"
          action={back}
        />
      );
    case 'external':
      return (
        <StatusView
          icon="alert"
          tone="warning"
          title={t('webView.externalTitle')}
          hint={t('webView.externalHint', { host: target.host })}
          testId="webview-external"
          action={back}
        />
      );
    case 'same-origin':
      return (
        <StatusView
          icon="paper"
          title={t('webView.documentTitle')}
          hint={t('webView.documentHint')}
          testId="webview-document"
          actions={
            <>
              <p className={styles.webViewLink}>{new URL(target.href).pathname}</p>
              <Button
                block
                shape="rounded"
                color="primary"
                className={styles.webViewOpen}
                onClick={() => window.location.assign(target.href)}
                data-testid="webview-open"
              >
                {t('webView.open')}
              </Button>
            </>
          }
        />
      );
  }
}
