import { useMemo, useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { isVerificationCode } from '@tidemark/contracts';
import { ApiError } from '../../../shared/api/client';
import { showToast } from '../../../shared/ui/feedback';
import { findArea } from '../areas';
import { useBindEmailMutation } from '../api/bind-email';
import { useBindMobileMutation } from '../api/bind-mobile';
import { sendEmailCode } from '../api/send-email-code';
import { sendSmsCode } from '../api/send-sms-code';
import { useAccountForm, type Problems } from '../hooks/use-account-form';
import { useChosenArea } from '../hooks/use-area-choice';
import { AreaPicker } from './area-picker';
import { contactProblem } from './contact-rules';
import { FormError, FormField } from './form-field';
import { SendCodeButton } from './send-code-button';
import { Sheet } from './sheet';
import styles from './account.module.css';

export type ContactKind = 'email' | 'mobile';
type BindField = 'contact' | 'code';

export interface BindContactSheetProps {
  kind: ContactKind;
  visible: boolean;
  /** Whether the account already has one (the sheet then changes it). */
  bound: boolean;
  onClose: () => void;
}

/** Binds (or changes) the account's phone or e-mail with a code sent to the new one. */
export function BindContactSheet(props: BindContactSheetProps) {
  const { t } = useTranslation('account');
  const title =
    props.kind === 'email'
      ? props.bound
        ? t('security.changeEmail')
        : t('security.bindEmail')
      : props.bound
        ? t('security.changePhone')
        : t('security.bindPhone');
  return (
    <Sheet visible={props.visible} title={title} onClose={props.onClose} testId={`bind-${props.kind}-sheet`}>
      <BindContactForm kind={props.kind} onDone={props.onClose} />
    </Sheet>
  );
}

function BindContactForm({ kind, onDone }: { kind: ContactKind; onDone: () => void }) {
  const { t } = useTranslation('account');
  const chosenArea = useChosenArea();
  const [areaIso, setAreaIso] = useState(chosenArea.iso);
  const dial = findArea(areaIso)?.dial ?? chosenArea.dial;
  const rules = useMemo(
    () =>
      (v: Record<BindField, string>): Problems<BindField> => ({
        contact: contactProblem(kind, v.contact, dial),
        code: isVerificationCode(v.code) ? null : 'verification_code_invalid',
      }),
    [kind, dial],
  );
  const form = useAccountForm<BindField>({ contact: '', code: '' }, rules);
  const bindEmail = useBindEmailMutation();
  const bindMobile = useBindMobileMutation();
  const pending = bindEmail.isPending || bindMobile.isPending;
  const contact = form.values.contact.trim();

  const send = async (): Promise<boolean> => {
    if (contactProblem(kind, form.values.contact, dial)) {
      form.validate();
      return false;
    }
    try {
      if (kind === 'email') await sendEmailCode({ email: contact, purpose: 'bind' });
      else await sendSmsCode({ areaCode: dial, mobile: contact, purpose: 'bind' });
      showToast(t('code.sent'), 'success');
      return true;
    } catch (error) {
      form.setFieldError('contact', error instanceof ApiError ? error.message : String(error));
      return false;
    }
  };

  const submit = async () => {
    if (!form.validate()) return;
    try {
      if (kind === 'email') await bindEmail.mutateAsync({ email: contact, code: form.values.code });
      else
        await bindMobile.mutateAsync({ mobile: contact, area_code: dial, code: form.values.code });
      showToast(kind === 'email' ? t('security.emailBound') : t('security.phoneBound'), 'success');
      onDone();
    } catch (error) {
      // The wire names differ per kind; both map onto the one contact input.
      if (error instanceof ApiError && error.fields.some((f) => f.field !== 'code')) {
        const problem = error.fields.find((f) => f.field !== 'code');
        if (problem) form.setFieldError('contact', problem.message);
        return;
      }
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
    >
      <FormField
        label={kind === 'email' ? t('fields.newEmail') : t('fields.newPhone')}
        error={form.errors.contact}
        prefix={kind === 'mobile' ? <AreaPicker value={areaIso} onChange={setAreaIso} /> : null}
        testId="bind-contact"
      >
        <Input
          type={kind === 'email' ? 'email' : 'tel'}
          placeholder={kind === 'email' ? t('placeholders.email') : t('placeholders.phone')}
          value={form.values.contact}
          onChange={(value) => form.set('contact', value)}
        />
      </FormField>
      <FormField
        label={t('fields.code')}
        error={form.errors.code}
        suffix={<SendCodeButton onSend={send} />}
        testId="bind-code"
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
      <FormError message={form.formError} />
      <Button
        className={styles.submit}
        block
        type="submit"
        color="primary"
        shape="rounded"
        loading={pending}
        disabled={pending}
        data-testid="bind-submit"
      >
        {t('actions.save')}
      </Button>
    </form>
  );
}
