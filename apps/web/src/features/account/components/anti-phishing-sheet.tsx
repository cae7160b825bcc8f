import { useState } from 'react';
import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { isVerificationCode, type UserInfo } from '@tidemark/contracts';
import { showToast } from '../../../shared/ui/feedback';
import { useSetAntiPhishingMutation } from '../api/set-anti-phishing';
import { useAccountForm, type Problems } from '../hooks/use-account-form';
import { FormError, FormField, SubmitButton, SubmitForm } from '../../../shared/ui/form';
import { SecurityCodeField, type CodeChannel } from './security-code-field';
import { Sheet } from './sheet';
import styles from './account.module.css';

type PhishingField = 'anti_phishing_code' | 'code';
/** The server's rule: 4-20 letters or digits. */
const ANTI_PHISHING_PATTERN = /^[A-Za-z0-9]{4,20}$/;

const rules = (v: Record<PhishingField, string>): Problems<PhishingField> => ({
  anti_phishing_code: ANTI_PHISHING_PATTERN.test(v.anti_phishing_code.trim()) ? null : 'invalid',
  code: isVerificationCode(v.code) ? null : 'verification_code_invalid',
});

/** Sets the anti-phishing code that every e-mail from the platform shows. */
export function AntiPhishingSheet({
  visible,
  info,
  onClose,
}: {
  visible: boolean;
  info: UserInfo;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  return (
    <Sheet
      visible={visible}
      title={t('security.antiPhishing')}
      onClose={onClose}
      testId="anti-phishing-sheet"
    >
      <AntiPhishingForm info={info} onDone={onClose} />
    </Sheet>
  );
}

function AntiPhishingForm({ info, onDone }: { info: UserInfo; onDone: () => void }) {
  const { t } = useTranslation('account');
  const form = useAccountForm<PhishingField>({ anti_phishing_code: '', code: '' }, rules);
  const mutation = useSetAntiPhishingMutation();
  // The code is checked against the account's e-mail (the channel the phrase protects).
  const [channel, setChannel] = useState<CodeChannel>('email');

  const submit = async () => {
    if (!form.validate()) return;
    try {
      await mutation.mutateAsync({
        anti_phishing_code: form.values.anti_phishing_code.trim(),
        code: form.values.code,
      });
      showToast(t('saved'), 'success');
      onDone();
    } catch (error) {
      form.showFailure(error);
    }
  };

  return (
    <SubmitForm onSubmit={submit}>
      <p className={styles.hint}>{t('security.antiPhishingHint')}</p>
      <FormField
        label={t('fields.antiPhishing')}
        hint={t('hints.antiPhishing')}
        error={form.errors.anti_phishing_code}
        testId="anti-phishing-code"
      >
        <Input
          maxLength={20}
          placeholder={t('placeholders.antiPhishing')}
          value={form.values.anti_phishing_code}
          onChange={(value) => form.set('anti_phishing_code', value)}
        />
      </FormField>
      <SecurityCodeField
        info={info}
        channels={['email']}
        channel={channel}
        onChannel={setChannel}
        value={form.values.code}
        onChange={(value) => form.set('code', value)}
        error={form.errors.code}
        onSendError={(message) => form.setFieldError('code', message)}
      />
      <FormError message={form.formError} />
      <SubmitButton pending={mutation.isPending} testId="anti-phishing-submit">
        {t('actions.save')}
      </SubmitButton>
    </SubmitForm>
  );
}
