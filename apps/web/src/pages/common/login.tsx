import { useSearchParams } from '../../shared/routing/router';
import { useTranslation } from 'react-i18next';
import { AuthLayout, ForgotPasswordForm, LoginForm } from '../../features/account';
import { navigateTo, redirectTo } from '../../shared/routing/navigation';
import { LOGIN_PATH, REGISTER_PATH } from '../../shared/routing/route-table';
import { usePageTitle } from '../../shared/ui/page-title';

/**
 * pages/common/login: sign in by e-mail or phone. `?mode=forget` shows the password reset
 * (the description has no route of its own for it, and pages/setting/password needs a login).
 * `?redirect=` is where the login guard came from; `?account=&kind=&area=` prefill after sign-up.
 */
export default function CommonLoginPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const forgetMode = params.get('mode') === 'forget';
  usePageTitle(forgetMode ? t('forget.title') : null);

  if (forgetMode) {
    return (
      <AuthLayout title={t('forget.title')} subtitle={t('forget.subtitle')} testId="forget-page">
        <ForgotPasswordForm
          onDone={() => void redirectTo(LOGIN_PATH, redirect ? { redirect } : undefined)}
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')} testId="login-page">
      <LoginForm
        key={params.get('account') ?? ''}
        redirect={redirect}
        initialAccount={params.get('account') ?? ''}
        initialKind={params.get('kind') === 'mobile' ? 'mobile' : 'email'}
        initialAreaIso={params.get('area')}
        onForgot={() => void navigateTo(LOGIN_PATH, { mode: 'forget', redirect })}
        onRegister={() => void navigateTo(REGISTER_PATH, { redirect })}
      />
    </AuthLayout>
  );
}
