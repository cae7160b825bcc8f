import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { compareDecimals, type EarnProduct } from '@tidemark/contracts';
import { ApiError } from '../../../shared/api/client';
import { redirectTo } from '../../../shared/routing/navigation';
import {
  AmountField,
  checkAmount,
  floorTo,
  lowestOf,
  useCurrencyPrecision,
  useSpotAvailable,
} from '../../../shared/ui/amount-field';
import { ConfirmSheet, sheetErrorOf, useSheetCommand } from '../../../shared/ui/confirm-sheet';
import { showToast } from '../../../shared/ui/feedback';
import { QueryView } from '../../../shared/ui/query-view';
import { StatusView } from '../../../shared/ui/status-view';
import { useEarnCommand, useEarnProducts, useLockPreview } from '../api/earn-api';
import { day, percent, useAmountProblemText, useMoney } from './format';
import styles from './earn.module.css';

function BuyForm({ product }: { product: EarnProduct }) {
  const money = useMoney();
  const { t } = useTranslation('earn');
  const code = product.currency_name;
  const [text, setText] = useState('');
  const [confirming, setConfirming] = useState(false);
  const precision = useCurrencyPrecision(code);
  const available = useSpotAvailable(code);
  const problemText = useAmountProblemText();
  // What the screen knows before asking the server: the currency's places, the product's
  // limits (per order, quota left, per user) and the spot balance it is paid from.
  const limit = lowestOf(product.save_max, product.quota_left, product.user_cap);
  const check = checkAmount(text, {
    decimals: precision ?? Number.MAX_SAFE_INTEGER,
    min: product.save_min,
    max: limit,
    available,
  });
  // Only an amount with nothing wrong is previewed, confirmed and sent.
  const amount = precision !== undefined && !check.problem ? check.value : null;
  const problem =
    text.trim() !== '' && check.problem ? problemText(check.problem, code, precision) : null;
  const maxValue =
    precision !== undefined && available !== undefined
      ? floorTo(lowestOf(limit, available) ?? available, precision)
      : null;
  const preview = useLockPreview(product.id, amount);
  // The server answers the amount in plain form ("5000.50" → "5000.5"): compare values.
  const ready =
    preview.data && amount !== null && compareDecimals(preview.data.amount, amount) === 0;
  const command = useEarnCommand();
  const sheet = useSheetCommand(
    async (key) => {
      try {
        // The rate shown is sent: if an operator changed it since, the server refuses.
        return await command.mutateAsync({
          path: '/lh/deposit',
          data: {
            config_id: product.id,
            amount: amount ?? '',
            day_rate: preview.data?.day_rate ?? '',
          },
          key,
        });
      } catch (err) {
        // The refusal stays in the sheet while its rows show the new rate to confirm.
        if (err instanceof ApiError && err.code === 'earn_rate_changed') void preview.refetch();
        throw err;
      }
    },
    () => {
      setConfirming(false);
      showToast(t('buy.done'), 'success');
      void redirectTo('/pages/lockming/order');
    },
  );
  const rows = preview.data
    ? [
        // Exactly what is sent: the amount has no more places than the currency keeps.
        { key: 'amount', label: t('buy.amount'), value: money(amount, code, 'exact') },
        { key: 'term', label: t('lock.term'), value: t('lock.days', { count: product.day }) },
        { key: 'rate', label: t('buy.rate'), value: percent(preview.data.day_rate) },
        {
          key: 'daily',
          label: t('buy.dailyIncome'),
          value: money(preview.data.daily_income, code),
        },
        {
          key: 'expected',
          label: t('buy.expectedIncome'),
          value: money(preview.data.expected_income, code),
        },
        { key: 'start', label: t('buy.start'), value: day(preview.data.start_at) },
        { key: 'end', label: t('buy.end'), value: day(preview.data.end_at) },
      ]
    : [];
  return (
    <div className={styles.page} data-testid="lock-buy">
      <section className={styles.card}>
        <h2 className={styles.title}>
          {t('lock.productName', { currency: code, days: product.day })}
        </h2>
        <div className={styles.grid}>
          {product.tiers.map((tier) => (
            <div key={tier.min_amount}>
              <span>{t('buy.tierFrom', { amount: money(tier.min_amount, code, 'exact') })}</span>
              <strong>{percent(tier.day_rate)}</strong>
            </div>
          ))}
        </div>
      </section>
      <section className={styles.card}>
        <span className={styles.section}>{t('buy.amount')}</span>
        <AmountField
          className={styles.input}
          value={text}
          onChange={setText}
          decimals={precision ?? 8}
          placeholder={t('buy.amountHint', {
            min: money(product.save_min, code, 'exact'),
            max: money(product.save_max, code, 'exact'),
          })}
          problem={problem}
          available={
            available === undefined
              ? null
              : { label: t('amount.available'), text: money(available, code) }
          }
          max={{ label: t('amount.maxAction'), value: maxValue }}
          testId="lock-buy-amount"
        />
        {amount && preview.isError ? (
          <p className={styles.warn} data-testid="lock-buy-refusal">
            {sheetErrorOf(preview.error) ?? t('state.loadFailed')}
          </p>
        ) : null}
        <div className={styles.grid}>
          <div>
            <span>{t('buy.rate')}</span>
            <strong data-testid="lock-buy-rate">
              {ready ? percent(preview.data.day_rate) : '--'}
            </strong>
          </div>
          <div>
            <span>{t('buy.dailyIncome')}</span>
            <strong>{ready ? money(preview.data.daily_income, code) : '--'}</strong>
          </div>
          <div>
            <span>{t('buy.expectedIncome')}</span>
            <strong data-testid="lock-buy-expected">
              {ready ? money(preview.data.expected_income, code) : '--'}
            </strong>
          </div>
          <div>
            <span>{t('buy.end')}</span>
            <strong>{ready ? day(preview.data.end_at) : '--'}</strong>
          </div>
        </div>
        <p className={styles.note}>
          {t('buy.rules', { fee: percent(product.early_redeem_fee_rate) })}
        </p>
        <Button
          block
          color="primary"
          shape="rounded"
          disabled={!ready}
          onClick={() => {
            if (ready) setConfirming(true);
          }}
          data-testid="lock-buy-submit"
        >
          {t('lock.buy')}
        </Button>
      </section>
      <ConfirmSheet
        visible={confirming && Boolean(ready)}
        title={t('buy.confirmTitle')}
        rows={rows}
        command={sheet}
        pending={command.isPending}
        onCancel={() => setConfirming(false)}
        testId="lock-confirm"
      />
    </div>
  );
}

/** pages/lockming/buy?id=: the amount, its tier's exact rate and income, then confirmation. */
export function LockBuy({ id }: { id: number | null }) {
  const { t } = useTranslation('earn');
  const query = useEarnProducts('lock');
  return (
    <QueryView query={query} errorTitle={t('state.loadFailed')}>
      {(products) => {
        const product = products.find((p) => p.id === id);
        if (!product) return <StatusView icon="alert" title={t('state.productMissing')} />;
        return <BuyForm product={product} />;
      }}
    </QueryView>
  );
}
