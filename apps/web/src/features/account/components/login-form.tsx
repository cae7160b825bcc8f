import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isVerificationCode } from '@tidemark/contracts';
import { ApiError } from '../../../shared/api/client';
import { findArea } from '../areas';
import { useLoginMutation } from '../api/login';
import { useAccountForm, type Problems } from '../hooks/use-account-form';
import { useChosenArea } from '../hooks/use-area-choice';
import { useSignIn } from '../hooks/use-sign-in';
import { ContactField, ContactKindTabs } from './contact-field';
import { contactProblem } from './contact-rules';
import {
  CodeInput,
  FormError,
  FormField,
  PasswordField,
  SubmitButton,
  SubmitForm,
} from '../../../shared/ui/form';
import styles from './account.module.css';

export type AccountKind = 'email' | 'mobile';
type LoginField = 'user_string' | 'password' | 'totp_code';

export interface LoginFormProps {
  /** Where the login guard came from; opened after a successful login. */
  redirect: string | null;
  /** Prefill after sign-up. */
  initialAccount?: string;
  initialKind?: AccountKind;
  initialAreaIso?: string | null;
  onForgot: () => void;
  onRegister: () => void;
}

function loginRules(kind: AccountKind, dial: string, totpStep: boolean) {
  return (v: Record<LoginField, string>): Problems<LoginField> => ({
    user_string: contactProblem(kind, v.user_string, dial),
    password: v.password ? null : 'required',
    totp_code: !totpStep || isVerificationCode(v.totp_code) ? null : 'verification_code_invalid',
  });
}

/** E-mail or phone with password; asks for the authenticator code when the account has 2FA. */
export function LoginForm({
  redirect,
  initialAccount = '',
  initialKind = 'email',
  initialAreaIso = null,
  onForgot,
  onRegister,
}: LoginFormProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const [kind, setKind] = useState<AccountKind>(initialKind);
  const chosenArea = useChosenArea();
  const [areaIso, setAreaIso] = useState(
    initialAreaIso && findArea(initialAreaIso) ? initialAreaIso : chosenArea.iso,
  );
  const dial = findArea(areaIso)?.dial ?? chosenArea.dial;
  const [totpStep, setTotpStep] = useState(false);
  const rules = useMemo(() => loginRules(kind, dial, totpStep), [kind, dial, totpStep]);
  const form = useAccountForm<LoginField>(
    { user_string: initialAccount, password: '', totp_code: '' },
    rules,
  );
  const mutation = useLoginMutation();
  const signIn = useSignIn();

  const submit = async () => {
    if (!form.validate()) return;
    try {
      const token = await mutation.mutateAsync({
        user_string: form.values.user_string.trim(),
        password: form.values.password,
        ...(kind === 'mobile' ? { area_code: dial } : {}),
        ...(totpStep ? { totp_code: form.values.totp_code } : {}),
      });
      await signIn(token, redirect);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'totp_required') {
        setTotpStep(true);
        return;
      }
      form.showFailure(error);
    }
  };

  return (
    <SubmitForm onSubmit={submit} testId="login-form">
      <ContactKindTabs
        kind={kind}
        onChange={(next) => {
          setKind(next);
          setTotpStep(false);
          form.reset();
        }}
      />
      <div className={styles.card}>
        <ContactField
          kind={kind}
          input={form.field('user_string')}
          areaIso={areaIso}
          onArea={setAreaIso}
          autoComplete="username"
          disabled={totpStep}
          testId="login-account"
        />
        <PasswordField
          label={t('fields.password')}
          placeholder={t('placeholders.password')}
          input={form.field('password')}
          autoComplete="current-password"
          disabled={totpStep}
          testId="login-password"
        />
        {totpStep ? (
          <FormField
            label={t('fields.totp')}
            hint={t('login.totpHint')}
            error={form.errors.totp_code}
            testId="login-totp"
          >
            <CodeInput {...form.field('totp_code')} autoFocus />
          </FormField>
        ) : null}
        <FormError message={form.formError} />
      </div>
      <SubmitButton pending={mutation.isPending} size="large" testId="login-submit">
        {tc('actions.login')}
      </SubmitButton>
      <div className={styles.links}>
        <button type="button" className={styles.link} onClick={onForgot} data-testid="login-forgot">
          {t('login.forgot')}
        </button>
        <button
          type="button"
          className={styles.link}
          onClick={onRegister}
          data-testid="login-register"
        >
          {t('login.noAccount')}
        </button>
      </div>
    </SubmitForm>
  );
}
