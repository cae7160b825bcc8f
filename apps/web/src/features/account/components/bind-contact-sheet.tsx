import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isVerificationCode } from '@tidemark/contracts';
import { ApiError } from '../../../shared/api/client';
import { showToast } from '../../../shared/ui/feedback';
import { findArea } from '../areas';
import { useBindEmailMutation } from '../api/bind-email';
import { useBindMobileMutation } from '../api/bind-mobile';
import { useAccountForm, type Problems } from '../hooks/use-account-form';
import { useChosenArea } from '../hooks/use-area-choice';
import { useContactCode } from '../hooks/use-contact-code';
import { ContactField } from './contact-field';
import { contactProblem } from './contact-rules';
import { CodeField, FormError, SubmitButton, SubmitForm } from '../../../shared/ui/form';
import { Sheet } from './sheet';

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
    <Sheet
      visible={props.visible}
      title={title}
      onClose={props.onClose}
      testId={`bind-${props.kind}-sheet`}
    >
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

  const send = useContactCode({
    form,
    field: 'contact',
    kind,
    dial,
    purpose: 'bind',
    onError: (error) =>
      form.setFieldError('contact', error instanceof ApiError ? error.message : String(error)),
  });

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
    <SubmitForm onSubmit={submit}>
      <ContactField
        kind={kind}
        input={form.field('contact')}
        areaIso={areaIso}
        onArea={setAreaIso}
        label={kind === 'email' ? t('fields.newEmail') : t('fields.newPhone')}
        testId="bind-contact"
      />
      <CodeField {...form.field('code')} onSend={send} testId="bind-code" />
      <FormError message={form.formError} />
      <SubmitButton pending={pending} testId="bind-submit">
        {t('actions.save')}
      </SubmitButton>
    </SubmitForm>
  );
}
