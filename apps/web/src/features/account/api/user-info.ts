import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountEndpoints, type UserInfo } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { useAppStore, type SessionUser } from '../../../shared/store/app-store';
import { accountKeys } from './keys';

/** GET /api/user/info. */
export function fetchUserInfo(): Promise<UserInfo> {
  return api.call(accountEndpoints.info, undefined, { silent: true });
}

/** What the shell keeps of the user between visits (header, settings card). */
export function toSessionUser(info: UserInfo): SessionUser {
  return {
    id: info.id,
    account: info.account,
    ...(info.nickname ? { nickname: info.nickname } : {}),
    ...(info.email ? { email: info.email } : {}),
    ...(info.phone ? { phone: info.phone } : {}),
    ...(info.head_portrait ? { head_portrait: info.head_portrait } : {}),
  };
}

export const userInfoQuery = () =>
  queryOptions({
    queryKey: accountKeys.info(),
    queryFn: async () => {
      const info = await fetchUserInfo();
      // The stored copy follows the server's, so the shell shows fresh names after edits.
      if (useAppStore.getState().token) useAppStore.getState().setUser(toSessionUser(info));
      return info;
    },
  });

/** The signed-in user's profile; idle while signed out. */
export function useUserInfoQuery() {
  const loggedIn = useAppStore((s) => s.token !== null);
  return useQuery({ ...userInfoQuery(), enabled: loggedIn });
}
