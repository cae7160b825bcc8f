import { useTranslation } from 'react-i18next';
import { navigateTo, redirectTo } from '../../../shared/routing/navigation';
import { LOGIN_PATH, REGISTER_PATH, path } from '../../../shared/routing/route-table';
import { useSignIn } from '../hooks/use-sign-in';
import { AuthLayout } from './auth-layout';
import type { AccountKind } from './login-form';
import { RegisterForm } from './register-form';

export const PHONE_REGISTER_PATH = path('/pages/common/phone_register');

/** Query names an invite link may carry. */
const INVITE_PARAMS = ['extension_code', 'invite', 'code'] as const;

/** The body of pages/common/register (e-mail) and pages/common/phone_register. */
export function RegisterPage({ kind, params }: { kind: AccountKind; params: URLSearchParams }) {
  const { t } = useTranslation('account');
  const signIn = useSignIn();
  const redirect = params.get('redirect');
  const invite = INVITE_PARAMS.map((name) => params.get(name)).find(Boolean) ?? '';
  const carry = { redirect, ...(invite ? { extension_code: invite } : {}) };
  return (
    <AuthLayout
      title={kind === 'email' ? t('register.titleEmail') : t('register.titlePhone')}
      subtitle={t('register.subtitle')}
      testId={kind === 'email' ? 'register-page' : 'phone-register-page'}
      footer={
        <>
          <button
            type="button"
            onClick={() =>
              void redirectTo(kind === 'email' ? PHONE_REGISTER_PATH : REGISTER_PATH, carry)
            }
            data-testid="register-switch"
          >
            {kind === 'email' ? t('register.usePhone') : t('register.useEmail')}
          </button>
          <span aria-hidden="true">·</span>
          <button
            type="button"
            onClick={() => void navigateTo(LOGIN_PATH, { redirect })}
            data-testid="register-login"
          >
            {t('register.haveAccount')}
          </button>
        </>
      }
    >
      <RegisterForm
        key={kind}
        kind={kind}
        inviteCode={invite}
        onRegistered={(account, areaIso, token) =>
          void (token
            ? signIn(token, redirect)
            : redirectTo(LOGIN_PATH, {
                account,
                kind,
                ...(areaIso ? { area: areaIso } : {}),
                redirect,
              }))
        }
      />
    </AuthLayout>
  );
}
