import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkPassword,
  checkPasswordConfirmation,
  isVerificationCode,
  type UserInfo,
} from '@tidemark/contracts';
import { showToast } from '../../../shared/ui/feedback';
import { useChangeLoginPasswordMutation } from '../api/change-login-password';
import { useSetPayPasswordMutation } from '../api/set-pay-password';
import { useAccountForm, type Problems } from '../hooks/use-account-form';
import {
  FormError,
  NewPasswordFields,
  PasswordField,
  SubmitButton,
  SubmitForm,
} from '../../../shared/ui/form';
import { boundChannels, SecurityCodeField, type CodeChannel } from './security-code-field';
import styles from './account.module.css';

type PasswordField = 'old_password' | 'password' | 're_password' | 'code';

/** `login`: the login password, with the old one. `fund`: the fund (pay) password. */
export type PasswordKind = 'login' | 'fund';

function passwordRules(kind: PasswordKind) {
  return (v: Record<PasswordField, string>): Problems<PasswordField> => ({
    old_password: kind === 'login' && !v.old_password ? 'required' : null,
    password: checkPassword(v.password),
    re_password: checkPasswordConfirmation(v.password, v.re_password),
    code: isVerificationCode(v.code) ? null : 'verification_code_invalid',
  });
}

/** Changes the login password or sets the fund password, confirmed by a code to a bound contact. */
export function PasswordForm({
  kind,
  info,
  onDone,
}: {
  kind: PasswordKind;
  info: UserInfo;
  onDone: () => void;
}) {
  const { t } = useTranslation('account');
  const channels = boundChannels(info);
  const [channel, setChannel] = useState<CodeChannel>(channels[0] ?? 'email');
  const rules = useMemo(() => passwordRules(kind), [kind]);
  const form = useAccountForm<PasswordField>(
    { old_password: '', password: '', re_password: '', code: '' },
    rules,
  );
  const loginPassword = useChangeLoginPasswordMutation();
  const fundPassword = useSetPayPasswordMutation();
  const pending = loginPassword.isPending || fundPassword.isPending;

  const submit = async () => {
    if (!form.validate()) return;
    const { old_password, password, re_password, code } = form.values;
    try {
      if (kind === 'login')
        await loginPassword.mutateAsync({ old_password, password, re_password, code, channel });
      else await fundPassword.mutateAsync({ password, re_password, code, channel });
      showToast(kind === 'login' ? t('password.loginChanged') : t('password.fundSaved'), 'success');
      onDone();
    } catch (error) {
      form.showFailure(error);
    }
  };

  return (
    <SubmitForm onSubmit={submit} testId={`${kind}-password-form`}>
      <div className={styles.card}>
        {kind === 'login' ? (
          <PasswordField
            label={t('fields.oldPassword')}
            placeholder={t('placeholders.oldPassword')}
            input={form.field('old_password')}
            autoComplete="current-password"
            testId="password-old"
          />
        ) : null}
        <NewPasswordFields
          label={kind === 'login' ? t('fields.newPassword') : t('fields.fundPassword')}
          hint={kind === 'login' ? t('hints.password') : t('hints.fundPassword')}
          password={form.field('password')}
          confirmation={form.field('re_password')}
          testIds={{ password: 'password-new', confirmation: 'password-confirm' }}
        />
        <SecurityCodeField
          info={info}
          channels={channels}
          channel={channel}
          onChannel={setChannel}
          value={form.values.code}
          onChange={(value) => form.set('code', value)}
          error={form.errors.code}
          onSendError={(message) => form.setFieldError('code', message)}
        />
        <FormError message={form.formError} />
      </div>
      <SubmitButton pending={pending} size="large" testId="password-submit">
        {t('actions.save')}
      </SubmitButton>
      {kind === 'login' ? <p className={styles.hint}>{t('password.sessionsEnd')}</p> : null}
    </SubmitForm>
  );
}
