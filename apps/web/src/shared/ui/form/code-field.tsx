import type { ReactNode } from 'react';
import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field';
import { SendCodeButton } from './send-code-button';

export interface CodeInputProps {
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}

/** The six digits of a verification or authenticator code. */
export function CodeInput({ value, onChange, autoFocus }: CodeInputProps) {
  const { t } = useTranslation();
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder={t('form.codePlaceholder')}
      value={value}
      onChange={onChange}
      {...(autoFocus ? { autoFocus } : {})}
    />
  );
}

export interface CodeFieldProps extends CodeInputProps {
  error?: string | undefined;
  hint?: string | undefined;
  /** Sends the code; resolves true when it went out (the resend countdown starts). */
  onSend: () => Promise<boolean>;
  /** Restarts the countdown when it changes (another channel is a new target). */
  sendKey?: string;
  testId: string;
}

/** "Verification code" with its send button and the 60-second resend countdown. */
export function CodeField({ error, hint, onSend, sendKey, testId, ...input }: CodeFieldProps) {
  const { t } = useTranslation();
  const suffix: ReactNode = <SendCodeButton key={sendKey} onSend={onSend} />;
  return (
    <FormField label={t('form.code')} error={error} hint={hint} suffix={suffix} testId={testId}>
      <CodeInput {...input} />
    </FormField>
  );
}
