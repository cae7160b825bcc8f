import { useLocation } from './router';
import { navigateTo } from './navigation';
import { LOGIN_PATH } from './route-table';

/** Opens the login page, coming back to this page (path and query) afterwards. */
export function useOpenLogin(): () => void {
  const location = useLocation();
  return () => void navigateTo(LOGIN_PATH, { redirect: `${location.pathname}${location.search}` });
}
