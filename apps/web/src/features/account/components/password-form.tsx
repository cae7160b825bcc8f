import { useMemo, useState } from 'react';
import { Button, Input } from 'antd-mobile';
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
import { FormError, FormField } from './form-field';
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
      showToast(
        kind === 'login' ? t('password.loginChanged') : t('password.fundSaved'),
        'success',
      );
      onDone();
    } catch (error) {
      form.showFailure(error);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid={`${kind}-password-form`}
    >
      <div className={styles.card}>
        {kind === 'login' ? (
          <FormField
            label={t('fields.oldPassword')}
            error={form.errors.old_password}
            testId="password-old"
          >
            <Input
              type="password"
              autoComplete="current-password"
              placeholder={t('placeholders.oldPassword')}
              value={form.values.old_password}
              onChange={(value) => form.set('old_password', value)}
            />
          </FormField>
        ) : null}
        <FormField
          label={kind === 'login' ? t('fields.newPassword') : t('fields.fundPassword')}
          error={form.errors.password}
          hint={kind === 'login' ? t('hints.password') : t('hints.fundPassword')}
          testId="password-new"
        >
          <Input
            type="password"
            autoComplete="new-password"
            placeholder={t('placeholders.newPassword')}
            value={form.values.password}
            onChange={(value) => form.set('password', value)}
          />
        </FormField>
        <FormField
          label={t('fields.confirmPassword')}
          error={form.errors.re_password}
          testId="password-confirm"
        >
          <Input
            type="password"
            autoComplete="new-password"
            placeholder={t('placeholders.confirmPassword')}
            value={form.values.re_password}
            onChange={(value) => form.set('re_password', value)}
          />
        </FormField>
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
      <Button
        className={styles.submit}
        block
        type="submit"
        color="primary"
        size="large"
        shape="rounded"
        loading={pending}
        disabled={pending}
        data-testid="password-submit"
      >
        {t('actions.save')}
      </Button>
      {kind === 'login' ? <p className={styles.hint}>{t('password.sessionsEnd')}</p> : null}
    </form>
  );
}
