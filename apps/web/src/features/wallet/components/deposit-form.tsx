import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client';
import { showToast } from '../../../shared/ui/feedback';
import { useRequestCharge } from '../api/charge-request';
import type { WithdrawMethod } from '../api/types';
import { parseAmountInput } from '../format';
import { useIdempotencyKey } from '../../../shared/hooks/use-idempotency-key';
import { VoucherUpload } from './voucher-upload';
import { WalletSubmitButton } from './submit-button';
import { TextField } from './amount-field';
import styles from './wallet.module.css';

export interface DepositFormProps {
  currencyId: number;
  currencyName: string;
  method: WithdrawMethod;
  chain?: string | undefined;
  onDone: () => void;
}

/** "I have paid": the amount sent, the payer's account for bank transfers, and the voucher. */
export function DepositForm({ currencyId, currencyName, method, chain, onDone }: DepositFormProps) {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const [amount, setAmount] = useState('');
  const [account, setAccount] = useState('');
  const [voucher, setVoucher] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const charge = useRequestCharge();
  const idempotency = useIdempotencyKey();

  const submit = async () => {
    const plain = parseAmountInput(amount);
    const next: Record<string, string> = {};
    if (!plain) next.amount = tc('msg.enterAmount');
    if (!voucher) next.voucher = t('deposit.voucherRequired');
    setErrors(next);
    if (!plain || !voucher) return;
    try {
      await charge.mutateAsync({
        currency: currencyId,
        amount: plain,
        type: method,
        chain: method === 'crypto' ? chain : undefined,
        account: method === 'crypto' ? undefined : account.trim() || undefined,
        voucher,
        idempotency_key: idempotency.key,
      });
      idempotency.renew();
      showToast(t('deposit.submitted'), 'success');
      onDone();
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(Object.fromEntries(error.fields.map((f) => [f.field, f.message])));
      }
    }
  };

  return (
    <section className={styles.card} data-testid="deposit-form">
      <h2 className={styles.cardTitle}>{t('deposit.paidTitle')}</h2>
      <TextField
        id="deposit-amount"
        label={t('deposit.amount', { currency: currencyName })}
        unit={currencyName}
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
        placeholder={t('deposit.amountPlaceholder')}
        testId="deposit-amount"
      />
      {errors.amount ? <p className={styles.fieldError}>{errors.amount}</p> : null}
      {method === 'crypto' ? null : (
        <TextField
          id="deposit-account"
          label={t('deposit.payerAccount')}
          value={account}
          onChange={setAccount}
          placeholder={t('deposit.payerAccountPlaceholder')}
          maxLength={200}
          testId="deposit-account"
        />
      )}
      <span className={styles.label}>{t('deposit.voucher')}</span>
      <VoucherUpload onChange={setVoucher} />
      {errors.voucher ? <p className={styles.fieldError}>{errors.voucher}</p> : null}
      <WalletSubmitButton pending={charge.isPending} onSubmit={submit} testId="deposit-submit">
        {t('deposit.paid')}
      </WalletSubmitButton>
    </section>
  );
}
