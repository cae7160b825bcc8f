import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useMoneyText } from '../../../shared/api/currencies';
import {
  optionErrors,
  walletErrors,
  type OptionCurrency,
  type OptionPair,
  type OptionPeriod,
} from '@tidemark/contracts';
import { useLiveTicker } from '../../../shared/api/tickers';
import { marketNote } from '../../../shared/format/ticker';
import { switchTab } from '../../../shared/routing/navigation';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { StatusView } from '../../../shared/ui/status-view';
import { useOptionPair } from '../api/pairs';
import { usePayableCurrency } from '../api/payable-currencies';
import { useOptionPeriods } from '../api/periods';
import { useDirectionColor } from '../hooks/use-direction-color';
import { useOptionsSync } from '../hooks/use-options-sync';
import { useProblemText } from '../../../shared/hooks/use-problem-text';
import { OPTION_ORDERS_PATH } from '../navigation';
import {
  formatPlain,
  stakeOf,
  stakeProblem,
  winProfit,
  type Direction,
  type StakeProblem,
} from '../option-rules';
import { ConfirmSheet, type OptionDraft } from './confirm-sheet';
import { OrderSheet } from './order-sheet';
import { LoadingLines } from '../../../shared/ui/load-states';
import { useOpenLogin } from '../../../shared/routing/use-open-login';
import { OptionsLoadError } from './states';
import form from '../../../shared/ui/form.module.css';
import styles from './options.module.css';

const DIRECTIONS: readonly Direction[] = ['up', 'down'];

function PeriodPicker({
  periods,
  value,
  onChange,
}: {
  periods: OptionPeriod[];
  value: number;
  onChange: (seconds: number) => void;
}) {
  const { t } = useTranslation('options');
  return (
    <div>
      <p className={styles.label}>{t('panel.period')}</p>
      <div className={styles.chips} role="radiogroup" aria-label={t('panel.period')}>
        {periods.map((p) => (
          <button
            key={p.seconds}
            type="button"
            role="radio"
            aria-checked={p.seconds === value}
            className={p.seconds === value ? `${styles.chip} ${styles.chipOn}` : styles.chip}
            onClick={() => onChange(p.seconds)}
            data-testid={`options-period-${p.seconds}`}
          >
            <span>{t('period.seconds', { seconds: p.seconds })}</span>
            <small>{t('period.payout', { ratio: p.profit_ratio })}</small>
          </button>
        ))}
      </div>
    </div>
  );
}

function StakeField({
  value,
  onChange,
  period,
  currency,
}: {
  value: string;
  onChange: (value: string) => void;
  period: OptionPeriod;
  currency: OptionCurrency;
}) {
  const { t } = useTranslation('options');
  return (
    <div>
      <label className={styles.label} htmlFor="options-amount">
        {t('panel.amount')}
      </label>
      <div className={styles.field}>
        <Input
          id="options-amount"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={onChange}
          placeholder={t('panel.range', {
            min: formatPlain(period.min_amount),
            max: formatPlain(period.max_amount),
          })}
          data-testid="options-amount"
        />
        <span className={styles.unit}>{currency.name}</span>
      </div>
      <div className={styles.quick} role="group" aria-label={t('panel.quick')}>
        {currency.micro_numbers.map((amount) => (
          <button
            key={amount}
            type="button"
            className={
              value === amount ? `${styles.quickButton} ${styles.quickOn}` : styles.quickButton
            }
            onClick={() => onChange(amount)}
            data-testid={`options-quick-${amount}`}
          >
            {formatPlain(amount)}
          </button>
        ))}
      </div>
    </div>
  );
}

function OptionsForm({
  pair,
  periods,
  symbol,
}: {
  pair: OptionPair;
  periods: OptionPeriod[];
  symbol: string;
}) {
  const { t } = useTranslation('options');
  const money = useMoneyText();
  const loggedIn = useAppStore(selectIsLoggedIn);
  const openLogin = useOpenLogin();
  const problemText = useProblemText<StakeProblem>(optionErrors, walletErrors);
  const colorOf = useDirectionColor();
  const { ticker } = useLiveTicker(symbol);
  const { currency } = usePayableCurrency(pair.legal_id);
  const [seconds, setSeconds] = useState(periods[0]!.seconds);
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [draft, setDraft] = useState<OptionDraft | null>(null);
  const [placedId, setPlacedId] = useState<number | null>(null);

  const period = periods.find((p) => p.seconds === seconds) ?? periods[0]!;
  const precision = currency?.precision ?? 6;
  const available = loggedIn ? (currency?.user_wallet?.available ?? '0') : null;
  const problem = stakeProblem(amount, period, precision, available);
  const stake = stakeOf(amount);
  const note = marketNote(ticker);
  const profit = stake && !problem ? winProfit(stake, period.profit_ratio, precision) : null;

  const start = (direction: Direction) => {
    if (!loggedIn) return openLogin();
    setTried(true);
    if (problem || !stake || !currency) return;
    setDraft({
      pair,
      period,
      direction,
      stake,
      currency,
      price: ticker?.now_price ?? null,
      priceDecimals: ticker?.price_decimals ?? null,
    });
  };

  return (
    <section
      className={styles.panel}
      data-testid="options-panel"
      data-symbol={symbol}
      aria-labelledby="options-title"
    >
      <div className={styles.head}>
        <h2 id="options-title" className={styles.title}>
          {t('panel.title')}
        </h2>
        {loggedIn ? (
          <button
            type="button"
            className={form.link}
            onClick={() => void switchTab(OPTION_ORDERS_PATH)}
            data-testid="options-history-link"
          >
            {t('panel.history')}
          </button>
        ) : null}
      </div>
      <PeriodPicker periods={periods} value={period.seconds} onChange={setSeconds} />
      {currency ? (
        <StakeField value={amount} onChange={setAmount} period={period} currency={currency} />
      ) : null}
      <div className={form.figure}>
        <span>{t('panel.available')}</span>
        <strong data-testid="options-available">
          {available === null
            ? '--'
            : `${money(available, currency?.name)} ${currency?.name ?? ''}`}
        </strong>
      </div>
      <div className={form.figure}>
        <span>{t('panel.expectedProfit', { ratio: period.profit_ratio })}</span>
        <strong data-testid="options-profit" style={profit ? { color: colorOf('up') } : undefined}>
          {profit ? `+${money(profit, currency?.name)} ${currency?.name ?? ''}` : '--'}
        </strong>
      </div>
      {tried && problem && loggedIn ? (
        <p className={form.problem} role="alert" data-testid="options-problem">
          {problemText(problem)}
        </p>
      ) : null}
      {note ? (
        <p className={form.note} data-testid="options-market-note">
          {t(`panel.${note}`)}
        </p>
      ) : null}
      <div className={styles.actions}>
        {DIRECTIONS.map((direction) => (
          <Button
            key={direction}
            shape="rounded"
            className={styles.actionButton}
            style={{ background: colorOf(direction) }}
            disabled={loggedIn && note !== null}
            onClick={() => start(direction)}
            data-testid={`options-${direction}`}
          >
            {loggedIn ? t(`panel.buy.${direction}`) : t('panel.login')}
          </Button>
        ))}
      </div>
      <ConfirmSheet
        draft={draft}
        onClose={() => setDraft(null)}
        onPlaced={(order) => {
          setDraft(null);
          setTried(false);
          setPlacedId(order.id);
        }}
      />
      <OrderSheet orderId={placedId} onClose={() => setPlacedId(null)} />
    </section>
  );
}

/**
 * The options tab of the trade screen for one pair: the periods with their payout, the
 * stake with quick amounts and the expected profit, up and down, a confirmation sheet, and
 * a countdown that ends in the result with both prices. Mount it with `key={symbol}`.
 */
export function OptionsPanel({ symbol }: { symbol: string }) {
  const { t } = useTranslation('options');
  useOptionsSync();
  const pairs = useOptionPair(symbol);
  const periods = useOptionPeriods();
  if (pairs.isPending || periods.isPending)
    return <LoadingLines lines={8} testId="options-loading" />;
  if (pairs.isError || periods.isError)
    return (
      <OptionsLoadError
        onRetry={() => {
          void pairs.refetch();
          void periods.refetch();
        }}
      />
    );
  if (!pairs.pair || periods.data.length === 0)
    return (
      <StatusView
        icon="market"
        title={t('panel.unavailable')}
        hint={t('panel.unavailableHint')}
        testId="options-unavailable"
      />
    );
  return <OptionsForm key={symbol} pair={pairs.pair} periods={periods.data} symbol={symbol} />;
}
