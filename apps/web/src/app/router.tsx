import { createHashRouter, type RouteObject } from 'react-router';
import { registerNavigator } from '../shared/routing/navigation';
import { ROUTES, ROUTE_ALIASES } from '../shared/routing/route-table';
import { AliasRedirect } from './layout/alias-redirect';
import { NotFoundPage } from './layout/not-found-page';
import { RootError } from './layout/root-error';
import { RootLayout, type RouteHandle } from './layout/root-layout';
import { RoutePage } from './layout/route-page';

/** Hash routes (`#/pages/...`) built from the route table. */
export function buildRoutes(): RouteObject[] {
  const pages: RouteObject[] = ROUTES.map((route) => ({
    path: route.path,
    element: <RoutePage key={route.path} route={route} />,
    handle: { route } satisfies RouteHandle,
  }));
  const aliases: RouteObject[] = ROUTE_ALIASES.map((alias) => ({
    path: alias.path,
    element: <AliasRedirect to={alias.to} />,
  }));
  return [
    {
      element: <RootLayout />,
      errorElement: <RootError />,
      children: [...pages, ...aliases, { path: '*', element: <NotFoundPage /> }],
    },
  ];
}

interface HistoryState {
  idx?: number;
}

export function createAppRouter() {
  const router = createHashRouter(buildRoutes());
  registerNavigator({
    go: (to, { replace }) => router.navigate(to, { replace }),
    back: () => void router.navigate(-1),
    // The router numbers its history entries; 0 is the first page of this visit.
    canGoBack: () => ((window.history.state as HistoryState | null)?.idx ?? 0) > 0,
  });
  return router;
}
