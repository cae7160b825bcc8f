import { useMemo, useState } from 'react';
import { Button, Input, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import {
  checkPassword,
  checkPasswordConfirmation,
  isVerificationCode,
} from '@tidemark/contracts';
import { ApiError } from '../../../shared/api/client';
import { showToast } from '../../../shared/ui/feedback';
import { findArea } from '../areas';
import { useForgetMutation } from '../api/forget';
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

type ForgetField = 'account' | 'code' | 'password' | 'repassword';

function forgetRules(kind: AccountKind, dial: string) {
  return (v: Record<ForgetField, string>): Problems<ForgetField> => ({
    account: contactProblem(kind, v.account, dial),
    code: isVerificationCode(v.code) ? null : 'verification_code_invalid',
    password: checkPassword(v.password),
    repassword: checkPasswordConfirmation(v.password, v.repassword),
  });
}

/** Resets the login password with a code sent to the account's e-mail or phone. */
export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const [kind, setKind] = useState<AccountKind>('email');
  const chosenArea = useChosenArea();
  const [areaIso, setAreaIso] = useState(chosenArea.iso);
  const dial = findArea(areaIso)?.dial ?? chosenArea.dial;
  const rules = useMemo(() => forgetRules(kind, dial), [kind, dial]);
  const form = useAccountForm<ForgetField>(
    { account: '', code: '', password: '', repassword: '' },
    rules,
  );
  const mutation = useForgetMutation();

  const sendCode = async (): Promise<boolean> => {
    if (contactProblem(kind, form.values.account, dial)) {
      form.validate();
      return false;
    }
    const target = form.values.account.trim();
    try {
      if (kind === 'email') await sendEmailCode({ email: target, purpose: 'forget' });
      else await sendSmsCode({ areaCode: dial, mobile: target, purpose: 'forget' });
      showToast(t('code.sent'), 'success');
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.fields.length === 0)
        form.setFieldError('account', error.message);
      else form.showFailure(error);
      return false;
    }
  };

  const submit = async () => {
    if (!form.validate()) return;
    try {
      await mutation.mutateAsync({
        account: form.values.account.trim(),
        ...(kind === 'mobile' ? { area_code: dial } : {}),
        password: form.values.password,
        repassword: form.values.repassword,
        code: form.values.code,
      });
      showToast(t('forget.done'), 'success');
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
      data-testid="forget-form"
    >
      <Tabs
        activeKey={kind}
        onChange={(key) => {
          setKind(key === 'mobile' ? 'mobile' : 'email');
          form.reset();
        }}
      >
        <Tabs.Tab title={t('login.byEmail')} key="email" />
        <Tabs.Tab title={t('login.byPhone')} key="mobile" />
      </Tabs>
      <div className={styles.card}>
        <FormField
          label={kind === 'email' ? t('fields.email') : t('fields.phone')}
          error={form.errors.account}
          prefix={kind === 'mobile' ? <AreaPicker value={areaIso} onChange={setAreaIso} /> : null}
          testId="forget-account"
        >
          <Input
            type={kind === 'email' ? 'email' : 'tel'}
            autoComplete="username"
            placeholder={kind === 'email' ? t('placeholders.email') : t('placeholders.phone')}
            value={form.values.account}
            onChange={(value) => form.set('account', value)}
          />
        </FormField>
        <FormField
          label={t('fields.code')}
          error={form.errors.code}
          suffix={<SendCodeButton onSend={sendCode} />}
          testId="forget-code"
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
          label={t('fields.newPassword')}
          error={form.errors.password}
          hint={t('hints.password')}
          testId="forget-password"
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
          error={form.errors.repassword}
          testId="forget-repassword"
        >
          <Input
            type="password"
            autoComplete="new-password"
            placeholder={t('placeholders.confirmPassword')}
            value={form.values.repassword}
            onChange={(value) => form.set('repassword', value)}
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
        data-testid="forget-submit"
      >
        {t('forget.submit')}
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.link} onClick={onDone}>
          {t('forget.backToLogin')}
        </button>
      </div>
    </form>
  );
}
