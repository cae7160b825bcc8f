import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { useBalanceSync } from '../../features/wallet';
import { useAlertNotices } from '../../features/alerts';
import type { RouteEntry } from '../../shared/routing/route-table';
import { useSessionSync } from '../sync/use-session-sync';
import { useSiteConfigSync } from '../sync/use-site-config-sync';
import { AppTabBar } from './app-tab-bar';
import styles from './root-layout.module.css';

export interface RouteHandle {
  route: RouteEntry;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The shell around every route: the tab bar on tab routes, launch-time sync, scroll restoration. */
export function RootLayout() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle;
  const route = isRouteHandle(handle) ? handle.route : undefined;
  useSiteConfigSync();
  useSessionSync();
  useBalanceSync();
  useAlertNotices();

  return (
    <div className={route?.tab ? `${styles.app} ${styles.withTabs}` : styles.app}>
      <Outlet />
      {route?.tab ? <AppTabBar activePath={route.path} /> : null}
      <ScrollRestoration />
    </div>
  );
}
