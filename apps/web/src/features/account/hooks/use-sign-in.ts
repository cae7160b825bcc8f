import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reLaunch } from '../../../shared/routing/navigation';
import {
  BEGIN_PATH,
  HOME_PATH,
  LOGIN_PATH,
  REGISTER_PATH,
  findRoute,
  path,
  routeUrlFromText,
  type RouteUrl,
} from '../../../shared/routing/route-table';
import { useAppStore } from '../../../shared/store/app-store';
import { showToast } from '../../../shared/ui/feedback';
import { fetchUserInfo, toSessionUser } from '../api/user-info';
import { accountKeys } from '../api/keys';

const NOT_AFTER_LOGIN = new Set([
  BEGIN_PATH,
  LOGIN_PATH,
  REGISTER_PATH,
  path('/pages/common/phone_register'),
]);

/**
 * Where to go after signing in: the page the login guard came from when it is one of ours
 * (never an outside URL, never a sign-in page), else home.
 */
export function afterLoginPath(redirect: string | null): RouteUrl {
  if (!redirect || !redirect.startsWith('/')) return HOME_PATH;
  const route = findRoute(redirect);
  if (!route || NOT_AFTER_LOGIN.has(route.path)) return HOME_PATH;
  return routeUrlFromText(redirect);
}

/** Stores the token, loads the profile, then opens `redirect` (or home). */
export function useSignIn(): (token: string, redirect: string | null) => Promise<void> {
  const { t } = useTranslation();
  const client = useQueryClient();
  const setSession = useAppStore((s) => s.setSession);
  const setUser = useAppStore((s) => s.setUser);
  return useCallback(
    async (token, redirect) => {
      setSession(token);
      // Cached answers belonged to the previous visitor.
      client.removeQueries({ queryKey: accountKeys.all });
      try {
        const info = await fetchUserInfo();
        client.setQueryData(accountKeys.info(), info);
        setUser(toSessionUser(info));
      } catch {
        // The session is valid; the profile loads again on the next page that needs it.
      }
      showToast(t('msg.loginSuccess'), 'success');
      await reLaunch(afterLoginPath(redirect));
    },
    [client, setSession, setUser, t],
  );
}
