import type { ReactNode } from 'react';
import { useBalanceSync } from '../../features/wallet';
import { useAlertNotices } from '../../features/alerts';
import type { RouteEntry } from '../../shared/routing/route-table';
import { ScrollRestoration } from '../../shared/routing/router';
import { useSessionSync } from '../sync/use-session-sync';
import { useSiteConfigSync } from '../sync/use-site-config-sync';
import { AppTabBar } from './app-tab-bar';
import styles from './root-layout.module.css';

/** The shell around every route: the tab bar on tab routes, launch-time sync, scroll restoration. */
export function RootLayout({ route, children }: { route?: RouteEntry; children: ReactNode }) {
  useSiteConfigSync();
  useSessionSync();
  useBalanceSync();
  useAlertNotices();

  return (
    <div className={route?.tab ? `${styles.app} ${styles.withTabs}` : styles.app}>
      {children}
      {route?.tab ? <AppTabBar activePath={route.path} /> : null}
      <ScrollRestoration />
    </div>
  );
}
