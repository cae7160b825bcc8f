import { ProfileEditor } from '../../features/account/components/profile-editor';
import { QueryState } from '../../features/account/components/query-state';
import { useUserInfoQuery } from '../../features/account/api/user-info';

/** pages/setting/userInfo: avatar, nickname and signature. */
export default function SettingUserInfoPage() {
  const info = useUserInfoQuery();
  if (!info.data) return <QueryState error={info.error} onRetry={() => void info.refetch()} />;
  return <ProfileEditor info={info.data} />;
}
