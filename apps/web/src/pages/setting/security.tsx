import { QueryState, SecurityCenter, useUserInfoQuery } from '../../features/account';
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
