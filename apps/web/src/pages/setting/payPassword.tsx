import { useTranslation } from 'react-i18next';
import { PasswordForm, QueryState, useUserInfoQuery } from '../../features/account';
import { navigateBack } from '../../shared/routing/navigation';
import { SETTING_PATH } from '../../shared/routing/route-table';
import styles from './account-pages.module.css';

/** pages/setting/payPassword: set or change the fund password (separate from the login one). */
export default function SettingPayPasswordPage() {
  const { t } = useTranslation('account');
  const info = useUserInfoQuery();
  if (!info.data) return <QueryState error={info.error} onRetry={() => void info.refetch()} />;
  return (
    <div className={styles.page}>
      <p className={styles.intro} data-testid="pay-password-state">
        {info.data.pay_password_set ? t('password.fundIsSet') : t('password.fundNotSet')}
      </p>
      <PasswordForm kind="fund" info={info.data} onDone={() => navigateBack(SETTING_PATH)} />
    </div>
  );
}
