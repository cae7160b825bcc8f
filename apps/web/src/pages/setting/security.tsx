import { QueryState } from '../../features/account/components/query-state';
import { SecurityCenter } from '../../features/account/components/security-center';
import { useUserInfoQuery } from '../../features/account/api/user-info';
import styles from './account-pages.module.css';

/** pages/setting/security: login and fund passwords, phone and e-mail, 2FA, sessions. */
export default function SettingSecurityPage() {
  const info = useUserInfoQuery();
  if (!info.data) return <QueryState error={info.error} onRetry={() => void info.refetch()} />;
  return (
    <div className={styles.menuPage}>
      <SecurityCenter info={info.data} />
    </div>
  );
}
