import { useEffect } from 'react';
import { useLocation } from '../../shared/routing/router';
import { useTranslation } from 'react-i18next';
import { isRedirectPending, redirectTo } from '../../shared/routing/navigation';
import { BEGIN_PATH } from '../../shared/routing/route-table';
import { SESSION_REDIRECT_DELAY_MS } from '../../shared/session/session';
import { showToast } from '../../shared/ui/feedback';

/**
 * Shown instead of a protected page when no token is stored: "please log in first", then the
 * begin page after 1200 ms. When a session redirect is already under way (a 999 answer just
 * cleared the token), that one speaks for itself. The page asked for travels along as
 * `?redirect=`, so the login page can return to it.
 */
export function LoginRequired() {
  const { t } = useTranslation();
  const location = useLocation();
  useEffect(() => {
    if (isRedirectPending()) return undefined;
    showToast(t('msg.pleaseLogin'));
    const redirect = `${location.pathname}${location.search}`;
    const timer = setTimeout(
      () => void redirectTo(BEGIN_PATH, { redirect }),
      SESSION_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
    // Once per visit of the page: `t` is left out so a language switch does not toast again.
  }, []);
  return <div data-testid="login-required" />;
}
