import { navigateTo, switchTab } from '../../shared/routing/navigation';
import { ROUTES } from '../../shared/routing/route-table';

/** Opens an in-app route from a content link: tabs are switched to, other pages pushed. */
export function openRoute(path: string): void {
  const [pathname = path] = path.split('?');
  const isTab = ROUTES.some((route) => route.tab && route.path === pathname);
  void (isTab ? switchTab(pathname) : navigateTo(path));
}
