import { PasswordForm, QueryState, useUserInfoQuery } from '../../features/account';
import { navigateBack } from '../../shared/routing/navigation';
import { SETTING_PATH } from '../../shared/routing/route-table';
import styles from './account-pages.module.css';

/** pages/setting/password: change the login password (old password and a code). */
export default function SettingPasswordPage() {
  const info = useUserInfoQuery();
  if (!info.data) return <QueryState error={info.error} onRetry={() => void info.refetch()} />;
  return (
    <div className={styles.page}>
      <PasswordForm kind="login" info={info.data} onDone={() => navigateBack(SETTING_PATH)} />
    </div>
  );
}
