import { useTranslation } from 'react-i18next';
import type { CodePurpose } from '@tidemark/contracts';
import { ApiError } from '../../../shared/api/client';
import { showToast } from '../../../shared/ui/feedback';
import { sendEmailCode } from '../api/send-email-code';
import { sendSmsCode } from '../api/send-sms-code';
import { contactProblem } from '../components/contact-rules';
import type { AccountForm } from './use-account-form';

export interface ContactCodeTarget<K extends string> {
  form: AccountForm<K>;
  /** The input that holds the e-mail address or phone number. */
  field: K;
  kind: 'email' | 'mobile';
  dial: string;
  purpose: CodePurpose;
  /** Where a failed send shows; by default on the contact field, or the form's own messages. */
  onError?: (error: unknown) => void;
}

/**
 * The send-code action of a form that types a contact: checks the contact first (its message
 * shows instead of a request), says when the code went out, and resolves true so the countdown
 * starts.
 */
export function useContactCode<K extends string>(target: ContactCodeTarget<K>) {
  const { t } = useTranslation('account');
  const { form, field, kind, dial, purpose } = target;
  const onError =
    target.onError ??
    ((error: unknown) => {
      if (error instanceof ApiError && error.fields.length === 0)
        form.setFieldError(field, error.message);
      else form.showFailure(error);
    });
  return async (): Promise<boolean> => {
    if (contactProblem(kind, form.values[field], dial)) {
      form.validate();
      return false;
    }
    const contact = form.values[field].trim();
    try {
      if (kind === 'email') await sendEmailCode({ email: contact, purpose });
      else await sendSmsCode({ areaCode: dial, mobile: contact, purpose });
      showToast(t('code.sent'), 'success');
      return true;
    } catch (error) {
      onError(error);
      return false;
    }
  };
}
