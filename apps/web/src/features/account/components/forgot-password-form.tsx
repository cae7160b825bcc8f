import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPassword, checkPasswordConfirmation, isVerificationCode } from '@tidemark/contracts';
import { showToast } from '../../../shared/ui/feedback';
import {
  CodeField,
  FormError,
  NewPasswordFields,
  SubmitButton,
  SubmitForm,
} from '../../../shared/ui/form';
import { findArea } from '../areas';
import { useForgetMutation } from '../api/forget';
import { useAccountForm, type Problems } from '../hooks/use-account-form';
import { useChosenArea } from '../hooks/use-area-choice';
import { useContactCode } from '../hooks/use-contact-code';
import { ContactField, ContactKindTabs } from './contact-field';
import { contactProblem } from './contact-rules';
import type { AccountKind } from './login-form';
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

  const sendCode = useContactCode({ form, field: 'account', kind, dial, purpose: 'forget' });

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
    <SubmitForm onSubmit={submit} testId="forget-form">
      <ContactKindTabs
        kind={kind}
        onChange={(next) => {
          setKind(next);
          form.reset();
        }}
      />
      <div className={styles.card}>
        <ContactField
          kind={kind}
          input={form.field('account')}
          areaIso={areaIso}
          onArea={setAreaIso}
          autoComplete="username"
          testId="forget-account"
        />
        <CodeField {...form.field('code')} onSend={sendCode} testId="forget-code" />
        <NewPasswordFields
          label={t('fields.newPassword')}
          hint={t('hints.password')}
          password={form.field('password')}
          confirmation={form.field('repassword')}
          testIds={{ password: 'forget-password', confirmation: 'forget-repassword' }}
        />
        <FormError message={form.formError} />
      </div>
      <SubmitButton pending={mutation.isPending} size="large" testId="forget-submit">
        {t('forget.submit')}
      </SubmitButton>
      <div className={styles.links}>
        <button type="button" className={styles.link} onClick={onDone}>
          {t('forget.backToLogin')}
        </button>
      </div>
    </SubmitForm>
  );
}
