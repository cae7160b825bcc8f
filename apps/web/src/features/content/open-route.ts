import { navigateTo, switchTab } from '../../shared/routing/navigation';
import { ROUTES, type RouteUrl } from '../../shared/routing/route-table';

/** Opens an in-app route from a content link: tabs are switched to, other pages pushed. */
export function openRoute(path: RouteUrl): void {
  const [pathname = path] = path.split('?');
  const tab = ROUTES.find((route) => 'tab' in route && route.path === pathname);
  void (tab ? switchTab(tab.path) : navigateTo(path));
}
