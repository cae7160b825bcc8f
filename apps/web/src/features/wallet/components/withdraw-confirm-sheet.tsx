import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useMoneyText } from '../../../shared/api/currencies';
import { ApiError } from '../../../shared/api/client';
import { navigateTo } from '../../../shared/routing/navigation';
import { useWithdraw, type WithdrawInput } from '../api/withdraw';
import { TextField } from './amount-field';
import styles from './wallet.module.css';
import { path } from '../../../shared/routing/route-table';
import { BottomSheet } from '../../../shared/ui/lazy-popup';
import { confirmDialog } from '../../../shared/ui/confirm-dialog';

export interface WithdrawSummary {
  amount: string;
  fee: string;
  receive: string;
  currency: string;
  destination: string;
}

export const PAY_PASSWORD_PATH = path('/pages/setting/payPassword');

/** Offers the fund-password page when none is set (the description's "click to set"). */
export function askToSetPayPassword(
  message: string,
  confirmText: string,
  cancelText: string,
): void {
  void confirmDialog({ content: message, confirmText, cancelText }).then((go) => {
    if (go) void navigateTo(PAY_PASSWORD_PATH);
  });
}

/**
 * The last step before money moves: the summary, the fund password and (when the user has
 * turned it on) the authenticator code. Errors stay in the sheet, next to what caused them.
 */
export function WithdrawConfirmSheet({
  visible,
  onClose,
  summary,
  request,
  totpRequired,
  onDone,
}: {
  visible: boolean;
  onClose: () => void;
  summary: WithdrawSummary;
  request: Omit<WithdrawInput, 'pay_password' | 'totp_code'>;
  totpRequired: boolean;
  onDone: () => void;
}) {
  const money = useMoneyText();
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [error, setError] = useState<{
    field: 'password' | 'totp' | 'form';
    message: string;
  } | null>(null);
  const mutation = useWithdraw();

  const submit = async () => {
    if (!password) return setError({ field: 'password', message: t('withdraw.passwordRequired') });
    if (totpRequired && !/^\d{6}$/.test(totp))
      return setError({ field: 'totp', message: t('withdraw.totpRequired') });
    setError(null);
    try {
      await mutation.mutateAsync({
        ...request,
        pay_password: password,
        totp_code: totpRequired ? totp : undefined,
      });
      setPassword('');
      onDone();
    } catch (err) {
      if (!(err instanceof ApiError) || err.type !== 'error') return;
      if (err.code === 'pay_password_not_set') {
        onClose();
        askToSetPayPassword(err.message, t('withdraw.setPayPassword'), tc('actions.cancel'));
        return;
      }
      const field =
        err.code === 'pay_password_wrong' ? 'password' : /totp/.test(err.code) ? 'totp' : 'form';
      setError({ field, message: err.message });
    }
  };

  const rows: Array<[string, string]> = [
    [t('field.amount'), `${money(summary.amount, summary.currency, 'exact')} ${summary.currency}`],
    [t('withdraw.fee'), `${money(summary.fee, summary.currency, 'exact')} ${summary.currency}`],
    [
      t('withdraw.receive'),
      `${money(summary.receive, summary.currency, 'exact')} ${summary.currency}`,
    ],
    [t('withdraw.destination'), summary.destination],
  ];
  return (
    <BottomSheet visible={visible} onClose={onClose}>
      <div
        className={styles.card}
        role="dialog"
        aria-label={t('withdraw.confirmTitle')}
        data-testid="withdraw-confirm"
      >
        <h2 className={styles.cardTitle}>{t('withdraw.confirmTitle')}</h2>
        {rows.map(([label, value]) => (
          <div className={styles.row} key={label}>
            <span>{label}</span>
            <strong>{value}</strong>
          </div>
        ))}
        <TextField
          id="withdraw-password"
          label={t('withdraw.payPassword')}
          type="password"
          autoComplete="off"
          value={password}
          onChange={setPassword}
          placeholder={t('withdraw.payPasswordPlaceholder')}
          testId="withdraw-password"
        />
        {error?.field === 'password' ? (
          <p className={styles.fieldError} role="alert">
            {error.message}
          </p>
        ) : null}
        {totpRequired ? (
          <>
            <TextField
              id="withdraw-totp"
              label={t('withdraw.totp')}
              inputMode="numeric"
              maxLength={6}
              value={totp}
              onChange={setTotp}
              testId="withdraw-totp"
            />
            {error?.field === 'totp' ? (
              <p className={styles.fieldError} role="alert">
                {error.message}
              </p>
            ) : null}
          </>
        ) : null}
        {error?.field === 'form' ? (
          <p className={styles.fieldError} role="alert" data-testid="withdraw-error">
            {error.message}
          </p>
        ) : null}
        <div className={styles.actions} style={{ marginTop: 16 }}>
          <Button shape="rounded" onClick={onClose}>
            {tc('actions.cancel')}
          </Button>
          <Button
            color="primary"
            shape="rounded"
            loading={mutation.isPending}
            onClick={() => void submit()}
            data-testid="withdraw-confirm-submit"
          >
            {tc('actions.confirm')}
          </Button>
        </div>
      </div>
    </BottomSheet>
  );
}
