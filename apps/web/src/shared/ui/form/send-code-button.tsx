import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../hooks/use-countdown';
import styles from './form.module.css';

/** The server accepts one code per target every 60 seconds. */
export const CODE_RESEND_SECONDS = 60;

export interface SendCodeButtonProps {
  /** Sends the code; resolves true when it went out (the countdown starts). */
  onSend: () => Promise<boolean>;
  disabled?: boolean;
  testId?: string;
}

/** "Send code", then "Resend in 59 s" for a minute. */
export function SendCodeButton({ onSend, disabled, testId }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const { remaining, start } = useCountdown(CODE_RESEND_SECONDS);
  const [sending, setSending] = useState(false);
  const label = sending
    ? t('form.sending')
    : remaining > 0
      ? t('form.resendIn', { seconds: remaining })
      : t('form.sendCode');
  return (
    <button
      type="button"
      className={styles.sendButton}
      disabled={disabled || sending || remaining > 0}
      data-testid={testId ?? 'send-code'}
      onClick={async () => {
        setSending(true);
        try {
          if (await onSend()) start();
        } finally {
          setSending(false);
        }
      }}
    >
      {label}
    </button>
  );
}
