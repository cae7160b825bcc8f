import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyText } from '../../../shared/api/currencies';
import { ApiError } from '../../../shared/api/client';
import { navigateTo } from '../../../shared/routing/navigation';
import { showToast } from '../../../shared/ui/feedback';
import { Icon } from '../../../shared/ui/icons';
import type { WalletList } from '../api/types';
import { useChangeAccount } from '../api/wallet-change';
import { isGreater, parseAmountInput } from '../format';
import { useIdempotencyKey } from '../../../shared/hooks/use-idempotency-key';
import { ACCOUNT_ORDER, accountLabelKey } from './accounts';
import { AmountField } from './amount-field';
import { CurrencySheet } from './currency-sheet';
import { WalletSubmitButton } from './submit-button';
import { FromToPicker } from './from-to-picker';
import styles from './wallet.module.css';
import { confirmDialog } from '../../../shared/ui/confirm-dialog';
import { ActionSheet } from '../../../shared/ui/action-sheet';

type Side = 'from' | 'to';

/** Transfer between the user's own accounts: free and instant. */
export function TransferView({
  wallet,
  initialCurrency,
}: {
  wallet: WalletList;
  initialCurrency: number | null;
}) {
  const money = useMoneyText();
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const [from, setFrom] = useState<number>(2);
  const [to, setTo] = useState<number>(3);
  const [currencyId, setCurrencyId] = useState<number>(initialCurrency ?? 3);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [picking, setPicking] = useState<Side | 'currency' | null>(null);
  const change = useChangeAccount();
  const idempotency = useIdempotencyKey();

  const balances = wallet.accounts.find((a) => a.account_type === from)?.balances ?? [];
  const balance = balances.find((b) => b.currency_id === currencyId);
  const available = balance?.available ?? '0';
  const currencyName = balance?.currency_name ?? '';

  const pickAccount = (side: Side, type: number) => {
    const other = side === 'from' ? to : from;
    if (type === other) {
      // Choosing the other side's account swaps the two.
      setFrom(to);
      setTo(from);
    } else if (side === 'from') setFrom(type);
    else setTo(type);
  };

  const submit = async () => {
    const plain = parseAmountInput(amount);
    if (!plain) return setError(tc('msg.enterAmount'));
    if (isGreater(plain, available)) return setError(tc('msg.insufficientBalance'));
    setError(null);
    const ok = await confirmDialog({
      title: t('transfer.confirmTitle'),
      content: t('transfer.confirmText', {
        amount: money(plain, currencyName, 'exact'),
        currency: currencyName,
        from: t(accountLabelKey(from)),
        to: t(accountLabelKey(to)),
      }),
      confirmText: tc('actions.confirm'),
      cancelText: tc('actions.cancel'),
    });
    if (!ok) return;
    try {
      await change.mutateAsync({
        currency_id: currencyId,
        number: plain,
        from_field: from,
        to_field: to,
        idempotency_key: idempotency.key,
      });
      idempotency.renew();
      setAmount('');
      showToast(t('transfer.done'), 'success');
    } catch (err) {
      if (err instanceof ApiError && err.type === 'error')
        setError(err.fields[0]?.message ?? err.message);
    }
  };

  return (
    <div className={styles.page} data-testid="transfer">
      <section className={styles.card}>
        <FromToPicker
          labels={{ from: t('transfer.from'), to: t('transfer.to') }}
          values={{ from: t(accountLabelKey(from)), to: t(accountLabelKey(to)) }}
          onPick={setPicking}
          onSwap={() => {
            setFrom(to);
            setTo(from);
          }}
          swapIcon="trade"
          testIdPrefix="transfer"
        />
        <span className={styles.label}>{t('field.currency')}</span>
        <button
          type="button"
          className={styles.selectButton}
          onClick={() => setPicking('currency')}
          data-testid="transfer-currency"
        >
          <strong>{currencyName}</strong>
          <Icon name="chevronRight" size={16} />
        </button>
        <AmountField
          id="transfer-amount"
          label={t('field.amount')}
          value={amount}
          onChange={setAmount}
          unit={currencyName}
          available={available}
          error={error ?? undefined}
          testId="transfer-amount"
        />
        <p className={styles.muted} style={{ margin: '10px 2px 0' }}>
          {t('transfer.free')}
        </p>
        <WalletSubmitButton pending={change.isPending} onSubmit={submit} testId="transfer-submit">
          {t('transfer.submit')}
        </WalletSubmitButton>
      </section>
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => void navigateTo('/pages/fund/transfer_history', { tab: 'transfer' })}
        data-testid="transfer-history-link"
      >
        {t('transfer.history')}
      </button>
      <ActionSheet
        visible={picking === 'from' || picking === 'to'}
        actions={ACCOUNT_ORDER.map((type) => ({
          key: String(type),
          text: t(accountLabelKey(type)),
        }))}
        cancelText={tc('actions.cancel')}
        onAction={(action) => {
          if (picking === 'from' || picking === 'to') pickAccount(picking, Number(action.key));
          setPicking(null);
        }}
        onClose={() => setPicking(null)}
      />
      <CurrencySheet
        visible={picking === 'currency'}
        onClose={() => setPicking(null)}
        options={balances.map((b) => ({
          id: b.currency_id,
          name: b.currency_name,
          extra: money(b.available, b.currency_name),
        }))}
        selectedId={currencyId}
        onSelect={setCurrencyId}
        testId="transfer-currency-option"
      />
    </div>
  );
}
