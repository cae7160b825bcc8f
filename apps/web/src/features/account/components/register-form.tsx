import { useMemo, useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import {
  checkPassword,
  checkPasswordConfirmation,
  isVerificationCode,
} from '@tidemark/contracts';
import { ApiError } from '../../../shared/api/client';
import { showToast } from '../../../shared/ui/feedback';
import { findArea } from '../areas';
import { useRegisterMutation } from '../api/register';
import { sendEmailCode } from '../api/send-email-code';
import { sendSmsCode } from '../api/send-sms-code';
import { useAccountForm, type Problems } from '../hooks/use-account-form';
import { useChosenArea } from '../hooks/use-area-choice';
import { AreaPicker } from './area-picker';
import { contactProblem } from './contact-rules';
import { FormError, FormField } from './form-field';
import type { AccountKind } from './login-form';
import { SendCodeButton } from './send-code-button';
import styles from './account.module.css';

type RegisterField = 'user_string' | 'code' | 'password' | 're_password' | 'extension_code';

export interface RegisterFormProps {
  kind: AccountKind;
  /** An invite code from a shared link. */
  inviteCode: string;
  /** Called with the new account so the login page can be prefilled. */
  onRegistered: (account: string, areaIso: string | null) => void;
}

function registerRules(kind: AccountKind, dial: string) {
  return (v: Record<RegisterField, string>): Problems<RegisterField> => ({
    user_string: contactProblem(kind, v.user_string, dial),
    code: isVerificationCode(v.code) ? null : 'verification_code_invalid',
    password: checkPassword(v.password),
    re_password: checkPasswordConfirmation(v.password, v.re_password),
    extension_code: null,
  });
}

/** Sign-up by e-mail or phone: code, password twice, optional invite code. */
export function RegisterForm({ kind, inviteCode, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const chosenArea = useChosenArea();
  const [areaIso, setAreaIso] = useState(chosenArea.iso);
  const dial = findArea(areaIso)?.dial ?? chosenArea.dial;
  const rules = useMemo(() => registerRules(kind, dial), [kind, dial]);
  const form = useAccountForm<RegisterField>(
    { user_string: '', code: '', password: '', re_password: '', extension_code: inviteCode },
    rules,
  );
  const mutation = useRegisterMutation();

  const sendCode = async (): Promise<boolean> => {
    const problem = contactProblem(kind, form.values.user_string, dial);
    if (problem) {
      form.validate();
      return false;
    }
    const target = form.values.user_string.trim();
    try {
      if (kind === 'email') await sendEmailCode({ email: target, purpose: 'register' });
      else await sendSmsCode({ areaCode: dial, mobile: target, purpose: 'register' });
      showToast(t('code.sent'), 'success');
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.fields.length === 0)
        form.setFieldError('user_string', error.message);
      else form.showFailure(error);
      return false;
    }
  };

  const submit = async () => {
    if (!form.validate()) return;
    const account = form.values.user_string.trim();
    try {
      await mutation.mutateAsync({
        type: kind,
        user_string: account,
        password: form.values.password,
        re_password: form.values.re_password,
        code: form.values.code,
        ...(kind === 'mobile' ? { area_code: dial } : {}),
        ...(form.values.extension_code.trim()
          ? { extension_code: form.values.extension_code.trim() }
          : {}),
      });
      showToast(tc('msg.registerSuccess'), 'success');
      onRegistered(account, kind === 'mobile' ? areaIso : null);
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
      data-testid="register-form"
    >
      <div className={styles.card}>
        <FormField
          label={kind === 'email' ? t('fields.email') : t('fields.phone')}
          error={form.errors.user_string}
          prefix={kind === 'mobile' ? <AreaPicker value={areaIso} onChange={setAreaIso} /> : null}
          testId="register-account"
        >
          <Input
            type={kind === 'email' ? 'email' : 'tel'}
            autoComplete={kind === 'email' ? 'email' : 'tel-national'}
            placeholder={kind === 'email' ? t('placeholders.email') : t('placeholders.phone')}
            value={form.values.user_string}
            onChange={(value) => form.set('user_string', value)}
          />
        </FormField>
        <FormField
          label={t('fields.code')}
          error={form.errors.code}
          suffix={<SendCodeButton onSend={sendCode} />}
          testId="register-code"
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('placeholders.code')}
            value={form.values.code}
            onChange={(value) => form.set('code', value)}
          />
        </FormField>
        <FormField
          label={t('fields.password')}
          error={form.errors.password}
          hint={t('hints.password')}
          testId="register-password"
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
          testId="register-re-password"
        >
          <Input
            type="password"
            autoComplete="new-password"
            placeholder={t('placeholders.confirmPassword')}
            value={form.values.re_password}
            onChange={(value) => form.set('re_password', value)}
          />
        </FormField>
        <FormField
          label={t('fields.inviteCode')}
          error={form.errors.extension_code}
          testId="register-invite"
        >
          <Input
            placeholder={t('placeholders.inviteCode')}
            value={form.values.extension_code}
            onChange={(value) => form.set('extension_code', value)}
          />
        </FormField>
        <FormError message={form.formError} />
      </div>
      <Button
        className={styles.submit}
        block
        type="submit"
        color="primary"
        size="large"
        shape="rounded"
        loading={mutation.isPending}
        disabled={mutation.isPending}
        data-testid="register-submit"
      >
        {tc('actions.register')}
      </Button>
    </form>
  );
}
