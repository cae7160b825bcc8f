import { useMemo, useState } from 'react';
import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { checkPassword, checkPasswordConfirmation, isVerificationCode } from '@tidemark/contracts';
import { showToast } from '../../../shared/ui/feedback';
import {
  CodeField,
  FormError,
  FormField,
  NewPasswordFields,
  SubmitButton,
  SubmitForm,
} from '../../../shared/ui/form';
import { findArea } from '../areas';
import { login } from '../api/login';
import { useRegisterMutation } from '../api/register';
import { useAccountForm, type Problems } from '../hooks/use-account-form';
import { useChosenArea } from '../hooks/use-area-choice';
import { useContactCode } from '../hooks/use-contact-code';
import { ContactField } from './contact-field';
import { contactProblem } from './contact-rules';
import type { AccountKind } from './login-form';
import styles from './account.module.css';

type RegisterField = 'user_string' | 'code' | 'password' | 're_password' | 'extension_code';

export interface RegisterFormProps {
  kind: AccountKind;
  /** An invite code from a shared link. */
  inviteCode: string;
  /**
   * Called with the new account and, when signing in with it worked, the session token (else
   * null: the login page opens prefilled).
   */
  onRegistered: (account: string, areaIso: string | null, token: string | null) => void;
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

  const sendCode = useContactCode({ form, field: 'user_string', kind, dial, purpose: 'register' });

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
      // The new user is signed in with what they just typed: no second form to fill.
      const token = await login({
        user_string: account,
        password: form.values.password,
        ...(kind === 'mobile' ? { area_code: dial } : {}),
      }).catch(() => null);
      onRegistered(account, kind === 'mobile' ? areaIso : null, token);
    } catch (error) {
      form.showFailure(error);
    }
  };

  return (
    <SubmitForm onSubmit={submit} testId="register-form">
      <div className={styles.card}>
        <ContactField
          kind={kind}
          input={form.field('user_string')}
          areaIso={areaIso}
          onArea={setAreaIso}
          autoComplete={kind === 'email' ? 'email' : 'tel-national'}
          testId="register-account"
        />
        <CodeField {...form.field('code')} onSend={sendCode} testId="register-code" />
        <NewPasswordFields
          label={t('fields.password')}
          hint={t('hints.password')}
          password={form.field('password')}
          confirmation={form.field('re_password')}
          testIds={{ password: 'register-password', confirmation: 'register-re-password' }}
        />
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
      <SubmitButton pending={mutation.isPending} size="large" testId="register-submit">
        {tc('actions.register')}
      </SubmitButton>
    </SubmitForm>
  );
}
