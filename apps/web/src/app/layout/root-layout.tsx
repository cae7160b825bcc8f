import type { ReactNode } from 'react';
import { useBalanceSync } from '../../features/wallet';
import { useAlertNotices } from '../../features/alerts';
import type { RouteEntry } from '../../shared/routing/route-table';
import { ScrollRestoration } from '../../shared/routing/router';
import { useTaskAfter } from '../../shared/ui/use-task-after';
import { useSessionSync } from '../sync/use-session-sync';
import { useSiteConfigSync } from '../sync/use-site-config-sync';
import { AppTabBar } from './app-tab-bar';
import styles from './root-layout.module.css';

/** Launch-time sync (site config, session, balances, alert notices): renders nothing. */
function ShellSync() {
  useSiteConfigSync();
  useSessionSync();
  useBalanceSync();
  useAlertNotices();
  return null;
}

/**
 * The shell around every route: the tab bar on tab routes, launch-time sync, scroll restoration.
 * At start the route's page renders first, the tab bar a task later and the sync a task after
 * that: together they were the app's longest task on a phone. On a tab route the shell's
 * first-paint layer (with its own tab bar) covers those tasks, and the page keeps the tab bar's
 * room from the start, so nothing moves.
 */
export function RootLayout({ route, children }: { route?: RouteEntry; children: ReactNode }) {
  const tabs = useTaskAfter(true);
  const sync = useTaskAfter(tabs);
  return (
    <div className={route?.tab ? `${styles.app} ${styles.withTabs}` : styles.app}>
      {children}
      {tabs && route?.tab ? <AppTabBar activePath={route.path} /> : null}
      {sync ? <ShellSync /> : null}
      <ScrollRestoration />
    </div>
  );
}
