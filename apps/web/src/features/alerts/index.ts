/** What pages and the shell use of price alerts: the screen, the pair view's bell, live notices. */
export { AlertsView } from './components/alerts-view';
export { AlertBell } from './components/alert-bell';
export { useAlertNotices } from './notices';
