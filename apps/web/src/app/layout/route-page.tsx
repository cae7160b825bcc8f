import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteEntry } from '../../shared/routing/route-table';
import { useAppStore } from '../../shared/store/app-store';
import { PageTitleContext } from '../../shared/ui/page-title';
import { UnderDevelopment } from '../../shared/ui/under-development';
import { dismissFirstPaint } from '../first-paint';
import { LoginRequired } from '../guards/login-required';
import { LazyPage } from '../lazy/lazy-page';
import { pageLoader } from '../page-modules';
import { PageNavBar } from './page-nav-bar';
import { useDocumentTitle } from './use-document-title';
import styles from './route-page.module.css';

/**
 * The frame of one route: navigation bar with the translated title, the login guard, and
 * the lazily loaded page. Rendered with `key={route.path}` so no state leaks between routes.
 */
export function RoutePage({ route }: { route: RouteEntry }) {
  const { t } = useTranslation('routes');
  // The guard decides when the route is entered. A token lost while on the page (logout,
  // a 999 answer, the socket's session_ended) always comes with its own redirect and message.
  const [tokenOnEntry] = useState(() => useAppStore.getState().token);
  const [titleOverride, setTitleOverride] = useState<string | null>(null);
  const title = titleOverride ?? t(route.titleKey);
  useDocumentTitle(title);

  const blocked = route.protected && !tokenOnEntry;
  const load = pageLoader(route.page);
  const nav = route.nav ?? 'standard';
  // Without a page to load, the frame shows its own content at once.
  useEffect(() => {
    if (blocked || !load) dismissFirstPaint(true);
  }, [blocked, load]);

  return (
    <div className={styles.page} data-testid="page" data-route={route.path}>
      {nav === 'self' ? null : (
        <PageNavBar title={title} showBack={!route.tab} simple={nav === 'simple'} />
      )}
      <main className={styles.body} data-testid="page-body">
        {blocked ? (
          <LoginRequired />
        ) : load ? (
          <PageTitleContext.Provider value={setTitleOverride}>
            <LazyPage key={route.page} load={load} page={route.page} />
          </PageTitleContext.Provider>
        ) : (
          <UnderDevelopment />
        )}
      </main>
    </div>
  );
}
