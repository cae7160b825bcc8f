import { ProfileEditor, QueryState, useUserInfoQuery } from '../../features/account';

/** pages/setting/userInfo: avatar, nickname and signature. */
export default function SettingUserInfoPage() {
  const info = useUserInfoQuery();
  if (!info.data) return <QueryState error={info.error} onRetry={() => void info.refetch()} />;
  return <ProfileEditor info={info.data} />;
}
