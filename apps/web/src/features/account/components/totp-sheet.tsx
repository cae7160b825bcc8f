import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { useTranslation } from 'react-i18next';
import { isVerificationCode } from '@tidemark/contracts';
import { showToast } from '../../../shared/ui/feedback';
import { useDisableTotpMutation } from '../api/disable-totp';
import { useEnableTotpMutation } from '../api/enable-totp';
import { useSetupTotpMutation, type TotpSetup } from '../api/setup-totp';
import { useAccountForm, type Problems } from '../hooks/use-account-form';
import { CodeInput, FormError, FormField, SubmitButton, SubmitForm } from '../../../shared/ui/form';
import { QueryState } from './query-state';
import { Sheet } from './sheet';
import styles from './account.module.css';
import totpStyles from './totp-sheet.module.css';
import { confirmDialog } from '../../../shared/ui/confirm-dialog';

type TotpField = 'totp_code';
const totpRules = (v: Record<TotpField, string>): Problems<TotpField> => ({
  totp_code: isVerificationCode(v.totp_code) ? null : 'verification_code_invalid',
});

/** Two-factor authentication: enrol with a QR code, or turn it off with a current code. */
export function TotpSheet({
  visible,
  enabled,
  onClose,
}: {
  visible: boolean;
  enabled: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  return (
    <Sheet
      visible={visible}
      title={enabled ? t('totp.disableTitle') : t('totp.enableTitle')}
      onClose={onClose}
      testId="totp-sheet"
    >
      {enabled ? <TotpDisable onDone={onClose} /> : <TotpEnrol onDone={onClose} />}
    </Sheet>
  );
}

function useQrDataUrl(text: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return undefined;
    let live = true;
    void QRCode.toDataURL(text, { margin: 1, width: 220, errorCorrectionLevel: 'M' }).then(
      (data) => live && setUrl(data),
    );
    return () => {
      live = false;
    };
  }, [text]);
  return url;
}

function TotpEnrol({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const setup = useSetupTotpMutation();
  const [secret, setSecret] = useState<TotpSetup | null>(null);
  const qr = useQrDataUrl(secret?.otpauth_url ?? null);
  const { mutateAsync: startSetup } = setup;

  // A fresh secret each time the sheet opens; it only counts once confirmed with a code.
  useEffect(() => {
    startSetup().then(setSecret, () => undefined);
  }, [startSetup]);

  if (!secret) {
    return (
      <QueryState
        error={setup.error}
        onRetry={() => void startSetup().then(setSecret, () => undefined)}
      />
    );
  }
  return (
    <div data-testid="totp-enrol">
      <p className={styles.hint}>{t('totp.step1')}</p>
      <div className={totpStyles.qr}>
        {qr ? <img src={qr} alt={t('totp.qrAlt')} data-testid="totp-qr" /> : null}
      </div>
      <p className={styles.hint}>{t('totp.step2')}</p>
      <div className={totpStyles.secret}>
        <code data-testid="totp-secret">{secret.secret}</code>
        <button
          type="button"
          className={styles.link}
          onClick={() =>
            void navigator.clipboard
              ?.writeText(secret.secret)
              .then(() => showToast(t('totp.copied'), 'success'))
              .catch(() => undefined)
          }
        >
          {t('totp.copy')}
        </button>
      </div>
      <TotpCodeForm mode="enable" onDone={onDone} />
    </div>
  );
}

function TotpDisable({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  return (
    <div data-testid="totp-disable">
      <p className={styles.hint}>{t('totp.disableHint')}</p>
      <TotpCodeForm mode="disable" onDone={onDone} />
    </div>
  );
}

function TotpCodeForm({ mode, onDone }: { mode: 'enable' | 'disable'; onDone: () => void }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const form = useAccountForm<TotpField>({ totp_code: '' }, totpRules);
  const enable = useEnableTotpMutation();
  const disable = useDisableTotpMutation();
  const pending = enable.isPending || disable.isPending;

  const submit = async () => {
    if (!form.validate()) return;
    if (mode === 'disable') {
      const confirmed = await confirmDialog({
        content: t('totp.disableConfirm'),
        confirmText: t('totp.disable'),
        cancelText: tc('actions.cancel'),
      });
      if (!confirmed) return;
    }
    try {
      if (mode === 'enable') await enable.mutateAsync({ totp_code: form.values.totp_code });
      else await disable.mutateAsync({ totp_code: form.values.totp_code });
      showToast(mode === 'enable' ? t('totp.enabled') : t('totp.disabled'), 'success');
      onDone();
    } catch (error) {
      form.showFailure(error);
    }
  };

  return (
    <SubmitForm onSubmit={submit}>
      <FormField label={t('fields.totp')} error={form.errors.totp_code} testId="totp-code">
        <CodeInput {...form.field('totp_code')} />
      </FormField>
      <FormError message={form.formError} />
      <SubmitButton
        pending={pending}
        color={mode === 'enable' ? 'primary' : 'danger'}
        testId="totp-submit"
      >
        {mode === 'enable' ? t('totp.enable') : t('totp.disable')}
      </SubmitButton>
    </SubmitForm>
  );
}
