import { Component, useLayoutEffect, type ErrorInfo, type ReactNode } from 'react';
import { registerNavigator } from '../shared/routing/navigation';
import { ROUTES, ROUTE_ALIASES, type RouteEntry } from '../shared/routing/route-table';
import { createHashHistory, useLocation, type AppHistory } from '../shared/routing/router';
import { enterPlace } from '../shared/ui/route-bound-sheets';
import { AliasRedirect } from './layout/alias-redirect';
import { NotFoundPage } from './layout/not-found-page';
import { RootError } from './layout/root-error';
import { RootLayout } from './layout/root-layout';
import { RoutePage } from './layout/route-page';

/** Paths are matched like the data router did: letter case and a trailing slash ignored. */
const normalise = (path: string) =>
  (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

const BY_PATH = new Map<string, RouteEntry>(ROUTES.map((route) => [normalise(route.path), route]));
const ALIASES = new Map<string, string>(ROUTE_ALIASES.map((a) => [normalise(a.path), a.to]));

/** The hash history of the window, registered as the navigation helper's navigator. */
export function createAppHistory(): AppHistory {
  const history = createHashHistory();
  registerNavigator({
    go: (to, { replace }) => history.navigate(to, { replace }),
    back: () => history.back(),
    canGoBack: () => history.canGoBack(),
  });
  return history;
}

/** The shell's last resort when rendering fails outside a page (pages have their own boundary). */
class RootBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Shell crashed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RootError /> : this.props.children;
  }
}

/** The route of the current hash (`#/pages/...`) inside the shell. */
export function AppRoutes() {
  const location = useLocation();
  const { pathname } = location;
  // Sheets and dialogs opened on the previous location close: a confirmation left open over
  // another page must not run its command there.
  useLayoutEffect(() => {
    enterPlace(`${location.key} ${location.pathname}${location.search}`);
  }, [location]);
  const key = normalise(pathname);
  const aliasTo = ALIASES.get(key);
  const route = BY_PATH.get(key);
  return (
    <RootBoundary>
      <RootLayout route={route}>
        {aliasTo ? (
          <AliasRedirect to={aliasTo} />
        ) : route ? (
          <RoutePage key={route.path} route={route} />
        ) : (
          <NotFoundPage />
        )}
      </RootLayout>
    </RootBoundary>
  );
}
