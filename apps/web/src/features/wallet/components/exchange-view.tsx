import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyText } from '../../../shared/api/currencies';
import { formatAmount } from '../../../shared/format/amount';
import { ApiError } from '../../../shared/api/client';
import { navigateTo } from '../../../shared/routing/navigation';
import { showToast } from '../../../shared/ui/feedback';
import { useExchange } from '../api/exchange';
import { useExchangeQuote } from '../api/exchange-quote';
import type { ExchangePair } from '../api/types';
import { fractionToPercent, isGreater, parseAmountInput } from '../format';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { useIdempotencyKey } from '../../../shared/hooks/use-idempotency-key';
import { AmountField } from './amount-field';
import { CurrencySheet } from './currency-sheet';
import { WalletSubmitButton } from './submit-button';
import { FromToPicker } from './from-to-picker';
import styles from './wallet.module.css';
import { confirmDialog } from '../../../shared/ui/confirm-dialog';

/** Currency exchange between spot balances, with a live quote (debounced 500 ms). */
export function ExchangeView({ pairs }: { pairs: readonly ExchangePair[] }) {
  const money = useMoneyText();
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const byId = (id: number) => pairs.find((p) => p.currency_id === id);
  const [fromId, setFromId] = useState(
    () => pairs.find((p) => p.name === 'USDT')?.currency_id ?? pairs[0]?.currency_id ?? 0,
  );
  const [toId, setToId] = useState(
    () =>
      pairs.find((p) => p.currency_id !== fromId && p.name === 'BTC')?.currency_id ??
      pairs.find((p) => p.currency_id !== fromId)?.currency_id ??
      0,
  );
  const [amount, setAmount] = useState('');
  const [picking, setPicking] = useState<'from' | 'to' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const idempotency = useIdempotencyKey();
  const execute = useExchange();
  const from = byId(fromId);
  const to = byId(toId);
  const plain = parseAmountInput(amount);
  const debounced = useDebouncedValue(plain);
  const quoteInput =
    debounced && fromId !== toId
      ? { from_currency_id: fromId, to_currency_id: toId, number: debounced }
      : null;
  const quote = useExchangeQuote(quoteInput);
  const shownQuote =
    quote.data && quote.data.from_currency_id === fromId && quote.data.to_currency_id === toId
      ? quote.data
      : null;
  const quoteError = quote.isError && quote.error instanceof Error ? quote.error.message : null;

  const pick = (side: 'from' | 'to', id: number) => {
    const other = side === 'from' ? toId : fromId;
    if (id === other) {
      setFromId(toId);
      setToId(fromId);
    } else if (side === 'from') setFromId(id);
    else setToId(id);
  };

  const submit = async () => {
    if (!plain || !from || !to) return setError(tc('msg.enterAmount'));
    if (isGreater(plain, from.available)) return setError(tc('msg.insufficientBalance'));
    if (!shownQuote || shownQuote.number !== plain) return setError(t('exchange.waitQuote'));
    setError(null);
    const ok = await confirmDialog({
      title: t('exchange.confirmTitle'),
      content: t('exchange.confirmText', {
        amount: money(plain, from?.name, 'exact'),
        from: from.name,
        receive: money(shownQuote.receive, to?.name),
        to: to.name,
      }),
      confirmText: tc('actions.confirm'),
      cancelText: tc('actions.cancel'),
    });
    if (!ok) return;
    try {
      await execute.mutateAsync({
        from_currency_id: fromId,
        to_currency_id: toId,
        number: plain,
        idempotency_key: idempotency.key,
      });
      idempotency.renew();
      setAmount('');
      showToast(t('exchange.done'), 'success');
    } catch (err) {
      if (err instanceof ApiError && err.type === 'error')
        setError(err.fields[0]?.message ?? err.message);
    }
  };

  return (
    <div className={styles.page} data-testid="exchange">
      <section className={styles.card}>
        <FromToPicker
          labels={{ from: t('exchange.from'), to: t('exchange.to') }}
          values={{ from: from?.name ?? '', to: to?.name ?? '' }}
          onPick={setPicking}
          onSwap={() => pick('from', toId)}
          swapIcon="exchange"
          testIdPrefix="exchange"
        />
        <AmountField
          id="exchange-amount"
          label={t('field.amount')}
          value={amount}
          onChange={setAmount}
          unit={from?.name ?? ''}
          available={from?.available}
          error={error ?? undefined}
          testId="exchange-amount"
        />
        <div style={{ marginTop: 12 }} data-testid="exchange-quote">
          <div className={styles.row}>
            <span>{t('exchange.rate')}</span>
            <strong>
              {shownQuote
                ? `1 ${from?.name ?? ''} ≈ ${formatAmount(shownQuote.rate, 10)} ${to?.name ?? ''}`
                : '--'}
            </strong>
          </div>
          <div className={styles.row}>
            <span>
              {t('exchange.spread', {
                percent: shownQuote ? fractionToPercent(shownQuote.spread) : '--',
              })}
            </span>
            <strong>
              {shownQuote ? `${money(shownQuote.fee_usdt, 'USDT', 'cost')} USDT` : '--'}
            </strong>
          </div>
          <div className={styles.row}>
            <span>{t('exchange.receive')}</span>
            <strong data-testid="exchange-receive">
              {shownQuote ? `${money(shownQuote.receive, to?.name)} ${to?.name ?? ''}` : '--'}
            </strong>
          </div>
          {quoteError ? <p className={styles.fieldError}>{quoteError}</p> : null}
        </div>
        <WalletSubmitButton pending={execute.isPending} onSubmit={submit} testId="exchange-submit">
          {t('exchange.submit')}
        </WalletSubmitButton>
      </section>
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => void navigateTo('/pages/fund/transfer_history', { tab: 'exchange' })}
        data-testid="exchange-history-link"
      >
        {t('exchange.history')}
      </button>
      <CurrencySheet
        visible={picking !== null}
        onClose={() => setPicking(null)}
        options={pairs.map((p) => ({
          id: p.currency_id,
          name: p.name,
          extra: money(p.available, p.name),
        }))}
        selectedId={picking === 'to' ? toId : fromId}
        onSelect={(id) => (picking ? pick(picking, id) : undefined)}
        testId="exchange-currency-option"
      />
    </div>
  );
}
