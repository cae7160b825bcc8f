import { useState } from 'react';
import { Button, ProgressBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LOAN_SOCKET_EVENTS, type Loan } from '@tidemark/contracts';
import { useMoneyText } from '../../../shared/api/currencies';
import { percentText, priceText } from '../../../shared/format/precision';
import { divideDecimals, multiplyDecimals } from '../../../shared/format/decimal';
import { useSocketEvent } from '../../../shared/socket/use-socket';
import { TabSwitch } from '../../../shared/ui/choice-switch';
import {
  AmountField,
  checkAmount,
  floorTo,
  lowestOf,
  useCurrencyPrecision,
  useSpotAvailable,
  type AmountProblem,
} from '../../../shared/ui/amount-field';
import { ConfirmSheet, useSheetCommand } from '../../../shared/ui/confirm-sheet';
import { FieldGrid } from '../../../shared/ui/field-grid';
import { LoadError, LoadingLines } from '../../../shared/ui/load-states';
import { QueryView } from '../../../shared/ui/query-view';
import { useBorrow, useLoanConfig, useLoans, useLoanStep } from '../api';
import styles from '../../../shared/ui/product-page.module.css';

const TABS = ['borrow', 'loans', 'rules'] as const;
type Tab = (typeof TABS)[number];
const TERMS = ['0', '7', '30'] as const;
const ACTION_TITLES = {
  repay: 'repay',
  add_collateral: 'addCollateral',
  withdraw_collateral: 'withdrawCollateral',
} as const;

/** An LTV or a rate (a fraction on the wire) as a percentage at two places, half-up. */
const percent = (fraction: string | null) => percentText(fraction, { fraction: true });
const utc = (s: number) => new Date(s * 1000).toISOString().slice(0, 19).replace('T', ' ');
const utcMs = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** The words for what is wrong with a typed amount of `code` (`places` its currency's). */
function useAmountProblemText() {
  const { t } = useTranslation('loans');
  const money = useMoneyText();
  return (problem: AmountProblem, code: string, places: number | undefined) => {
    switch (problem.kind) {
      case 'required':
        return t('amount.required');
      case 'invalid':
      case 'whole':
        return t('amount.invalid');
      case 'decimals':
        return t('amount.decimals', { currency: code, places: places ?? problem.places });
      case 'max':
        return t('amount.above', { limit: `${money(problem.limit, code, 'exact')} ${code}` });
      case 'min':
      case 'balance':
        return t('amount.balance', { limit: `${money(problem.limit, code)} ${code}` });
    }
  };
}

/** Borrow USDT, BTC or ETH against another of them: amounts, the LTV gauge, interest, confirmation. */
function BorrowForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('loans');
  const money = useMoneyText();
  const problemText = useAmountProblemText();
  const config = useLoanConfig();
  const borrow = useBorrow();
  const [loanCoin, setLoanCoin] = useState<string>('USDT');
  const [coin, setCoin] = useState<string>('BTC');
  const [term, setTerm] = useState<(typeof TERMS)[number]>('0');
  const [amount, setAmount] = useState('');
  const [collateral, setCollateral] = useState('');
  const [confirming, setConfirming] = useState(false);
  const loanPlaces = useCurrencyPrecision(loanCoin);
  const collateralPlaces = useCurrencyPrecision(coin);
  const available = useSpotAvailable(coin);
  // Each amount has at most its currency's places; the collateral comes from the spot balance.
  const amountCheck = checkAmount(amount, { decimals: loanPlaces ?? Number.MAX_SAFE_INTEGER });
  const collateralCheck = checkAmount(collateral, {
    decimals: collateralPlaces ?? Number.MAX_SAFE_INTEGER,
    available,
  });
  const amountValue = loanPlaces !== undefined && !amountCheck.problem ? amountCheck.value : null;
  const collateralValue =
    collateralPlaces !== undefined && !collateralCheck.problem ? collateralCheck.value : null;
  const amountProblem =
    amount.trim() !== '' && amountCheck.problem
      ? problemText(amountCheck.problem, loanCoin, loanPlaces)
      : null;
  const collateralProblem =
    collateral.trim() !== '' && collateralCheck.problem
      ? problemText(collateralCheck.problem, coin, collateralPlaces)
      : null;
  const c = config.data;
  const idOf = (name: string, list: ReadonlyArray<{ id: number; name: string }> = []) =>
    list.find((x) => x.name === name)?.id ?? 0;
  const command = useSheetCommand(
    (key) =>
      borrow.mutateAsync({
        loan_currency_id: idOf(loanCoin, c?.loan_currencies),
        collateral_currency_id: idOf(coin, c?.collateral_currencies),
        amount: amountValue ?? '',
        collateral: collateralValue ?? '',
        term_days: Number(term),
        idempotency_key: key,
      }),
    () => {
      setConfirming(false);
      onDone();
    },
  );
  if (config.isPending) return <LoadingLines />;
  if (!c) return <LoadError title={t('loadFailed')} onRetry={() => void config.refetch()} />;
  const loanNames = c.loan_currencies.map((x) => x.name);
  // Collateral is another currency than the one borrowed.
  const collateralNames = c.collateral_currencies
    .map((x) => x.name)
    .filter((name) => name !== loanCoin);
  const chooseLoan = (name: string) => {
    setLoanCoin(name);
    if (coin === name) setCoin(collateralNames.find((x) => x !== name) ?? coin);
  };
  const loanPrice = c.prices[loanCoin] ?? null;
  const collateralPrice = c.prices[coin] ?? null;
  // The collateral's price in the loan currency, as the server marks it.
  const price =
    loanPrice && collateralPrice && Number(loanPrice) > 0
      ? divideDecimals(collateralPrice, loanPrice, 8)
      : null;
  // At the pair's decimals the server names (the instrument's in USDT): form and sheet alike.
  const priceLine = price
    ? `${priceText(price, c.mark_decimals[`${coin}/${loanCoin}`])} ${loanCoin}`
    : '--';
  const valid = amountValue !== null && collateralValue !== null && price !== null;
  const ltv = valid
    ? divideDecimals(amountValue, multiplyDecimals(collateralValue, price), 6)
    : null;
  const rate = c.loan_currencies.find((x) => x.name === loanCoin)?.annual_rate ?? '0';
  const hourly = valid ? divideDecimals(multiplyDecimals(amountValue, rate), '8760', 8) : null;
  const tooHigh = ltv !== null && Number(ltv) > Number(c.initial_ltv);
  const rows = [
    {
      key: 'amount',
      label: t('borrowAmount', { coin: loanCoin }),
      // Exactly what is sent: neither has more places than its currency keeps.
      value: `${money(amountValue ?? '0', loanCoin, 'exact')} ${loanCoin}`,
    },
    {
      key: 'collateral',
      label: t('collateral'),
      value: `${money(collateralValue ?? '0', coin, 'exact')} ${coin}`,
    },
    { key: 'price', label: t('price', { coin }), value: priceLine },
    { key: 'ltv', label: t('ltv'), value: percent(ltv) },
    { key: 'rate', label: t('annualRate'), value: percent(rate) },
    {
      key: 'hourly',
      label: t('hourly'),
      value: hourly ? `${money(hourly, loanCoin, 'cost')} ${loanCoin}` : '--',
    },
    { key: 'term', label: t('term'), value: t(`terms.${term}`) },
  ];
  return (
    <section className={styles.card}>
      <TabSwitch
        options={loanNames}
        value={loanCoin}
        onChange={chooseLoan}
        label={t('loanCoin')}
        textOf={(v) => v}
        testIdPrefix="loan-borrow-coin"
      />
      <TabSwitch
        options={collateralNames}
        value={coin}
        onChange={setCoin}
        label={t('collateral')}
        textOf={(v) => v}
        testIdPrefix="loan-coin"
      />
      <div className={styles.row}>
        <span>{t('price', { coin })}</span>
        <span data-testid="loan-price">{priceLine}</span>
      </div>
      <AmountField
        value={amount}
        onChange={setAmount}
        decimals={loanPlaces ?? 8}
        placeholder={t('borrowAmount', { coin: loanCoin })}
        problem={amountProblem}
        testId="loan-amount"
      />
      <AmountField
        value={collateral}
        onChange={setCollateral}
        decimals={collateralPlaces ?? 8}
        placeholder={t('collateralAmount', { coin })}
        problem={collateralProblem}
        available={
          available === undefined
            ? null
            : { label: t('amount.available'), text: `${money(available, coin)} ${coin}` }
        }
        max={{
          label: t('amount.maxAction'),
          value:
            available !== undefined && collateralPlaces !== undefined
              ? floorTo(available, collateralPlaces)
              : null,
        }}
        testId="loan-collateral"
      />
      <TabSwitch
        options={TERMS}
        value={term}
        onChange={setTerm}
        label={t('term')}
        textOf={(v) => t(`terms.${v}`)}
        testIdPrefix="loan-term"
      />
      <div className={styles.row}>
        <span>{t('ltv')}</span>
        <span data-testid="loan-ltv">{percent(ltv)}</span>
      </div>
      <ProgressBar
        percent={ltv ? Math.min(100, Number(ltv) * 100) : 0}
        style={{
          '--fill-color': tooHigh ? 'var(--tm-danger, #e54d42)' : 'var(--tm-success, #16a34a)',
        }}
      />
      <p className={styles.text}>
        {t('levels', {
          initial: percent(c.initial_ltv),
          call: percent(c.margin_call_ltv),
          liquidation: percent(c.liquidation_ltv),
        })}
      </p>
      <div className={styles.row}>
        <span>{t('hourly')}</span>
        <span>{hourly ? `${money(hourly, loanCoin, 'cost')} ${loanCoin}` : '--'}</span>
      </div>
      <Button
        block
        color="primary"
        disabled={!valid || tooHigh}
        onClick={() => {
          if (valid && !tooHigh) setConfirming(true);
        }}
        data-testid="loan-borrow"
      >
        {tooHigh ? t('tooHigh') : t('borrow')}
      </Button>
      <ConfirmSheet
        visible={confirming}
        title={t('confirmTitle')}
        rows={rows}
        command={command}
        pending={borrow.isPending}
        onCancel={() => setConfirming(false)}
        testId="loan-confirm"
      />
    </section>
  );
}

function LoanCard({ loan }: { loan: Loan }) {
  const { t } = useTranslation('loans');
  const money = useMoneyText();
  const [value, setValue] = useState('');
  const [action, setAction] = useState<'repay' | 'add_collateral' | 'withdraw_collateral' | null>(
    null,
  );
  const repay = useLoanStep('repay');
  const add = useLoanStep('add_collateral');
  const withdraw = useLoanStep('withdraw_collateral');
  const step =
    action === 'add_collateral' ? add : action === 'withdraw_collateral' ? withdraw : repay;
  const problemText = useAmountProblemText();
  const loanPlaces = useCurrencyPrecision(loan.loan_currency_name);
  const collateralPlaces = useCurrencyPrecision(loan.collateral_currency_name);
  const loanAvailable = useSpotAvailable(loan.loan_currency_name);
  const collateralAvailable = useSpotAvailable(loan.collateral_currency_name);
  // Repaying is in the loan's currency, the other steps in the collateral's. The whole debt is
  // paid with it rounded up to the currency's places, as the server takes it; collateral added
  // comes from the spot balance; no more can be taken out than there is.
  const repaying = action === 'repay';
  const code = repaying ? loan.loan_currency_name : loan.collateral_currency_name;
  const places = repaying ? loanPlaces : collateralPlaces;
  const owed = loanPlaces === undefined ? null : divideDecimals(loan.debt, '1', loanPlaces, 'up');
  const spendable = repaying ? loanAvailable : collateralAvailable;
  const check = checkAmount(value, {
    decimals: places ?? Number.MAX_SAFE_INTEGER,
    max: repaying ? owed : action === 'withdraw_collateral' ? loan.collateral : null,
    available: action === 'withdraw_collateral' ? undefined : spendable,
  });
  const amount = places !== undefined && !check.problem ? check.value : null;
  const problem =
    value.trim() !== '' && check.problem ? problemText(check.problem, code, places) : null;
  const maxValue =
    action === 'withdraw_collateral' || places === undefined || spendable === undefined
      ? null
      : lowestOf(repaying ? owed : null, floorTo(spendable, places));
  const command = useSheetCommand(
    (key) => step.mutateAsync({ id: loan.id, amount: amount ?? '', idempotency_key: key }),
    () => {
      setAction(null);
      setValue('');
    },
  );
  const open = loan.status === 'open';
  const liquidation = loan.events.find((e) => e.kind === 'liquidation');
  return (
    <article className={styles.card} data-testid={`loan-${loan.id}`}>
      <div className={styles.head}>
        <h3 className={styles.title}>
          {money(loan.principal, loan.loan_currency_name)} {loan.loan_currency_name} ·{' '}
          {loan.collateral_currency_name}
        </h3>
        <span data-testid={`loan-${loan.id}-status`}>{t(`status.${loan.status}`)}</span>
      </div>
      {loan.margin_called && open ? <p className={styles.banner}>{t('marginCalled')}</p> : null}
      <FieldGrid
        testIdPrefix={`loan-${loan.id}`}
        fields={[
          {
            key: 'debt',
            label: t('debt'),
            value: `${money(loan.debt, loan.loan_currency_name, 'cost')} ${loan.loan_currency_name}`,
          },
          {
            key: 'interest',
            label: t('interest'),
            value: money(loan.interest, loan.loan_currency_name, 'cost'),
          },
          {
            key: 'collateral',
            label: t('collateral'),
            value: `${money(loan.collateral, loan.collateral_currency_name)} ${loan.collateral_currency_name}`,
          },
          { key: 'ltv', label: t('ltv'), value: percent(loan.ltv) },
          { key: 'term', label: t('term'), value: t(`terms.${loan.term_days}`) },
          { key: 'opened', label: t('opened'), value: utc(loan.opened_at) },
        ]}
      />
      {liquidation ? (
        <p className={styles.text} data-testid={`loan-${loan.id}-liquidation`}>
          {t('liquidatedAt', {
            price: priceText(liquidation.price, loan.price_decimals),
            tick: liquidation.tick_ms ? utcMs(liquidation.tick_ms) : '--',
            ltv: percent(liquidation.ltv),
          })}
        </p>
      ) : null}
      {open ? (
        <div className={styles.actions}>
          <Button
            size="small"
            onClick={() => setAction('repay')}
            data-testid={`loan-${loan.id}-repay`}
          >
            {t('repay')}
          </Button>
          <Button
            size="small"
            onClick={() => setAction('add_collateral')}
            data-testid={`loan-${loan.id}-add`}
          >
            {t('addCollateral')}
          </Button>
          <Button
            size="small"
            onClick={() => setAction('withdraw_collateral')}
            data-testid={`loan-${loan.id}-withdraw`}
          >
            {t('withdrawCollateral')}
          </Button>
        </div>
      ) : null}
      <ul className={styles.chat}>
        {loan.events.map((e) => {
          // Opening and repaying move the loan currency; the others move collateral.
          const code =
            e.kind === 'open' || e.kind === 'repay'
              ? loan.loan_currency_name
              : loan.collateral_currency_name;
          return (
            <li key={e.id} className={styles.theirs} data-testid={`loan-${loan.id}-event-${e.id}`}>
              {utc(e.created)} · {t(`event.${e.kind}`)}
              {e.amount ? ` · ${money(e.amount, code, 'exact')} ${code}` : ''}
              {e.price ? ` · ${priceText(e.price, loan.price_decimals)}` : ''}
              {e.ltv ? ` · ${percent(e.ltv)}` : ''}
            </li>
          );
        })}
      </ul>
      <ConfirmSheet
        visible={action !== null}
        title={action ? t(ACTION_TITLES[action]) : ''}
        rows={[
          {
            key: 'debt',
            label: t('debt'),
            value: `${money(loan.debt, loan.loan_currency_name, 'exact')} ${loan.loan_currency_name}`,
          },
        ]}
        command={command}
        pending={step.isPending}
        onCancel={() => {
          setAction(null);
          // The next step starts empty: an amount of one currency means nothing in the other.
          setValue('');
        }}
        confirmDisabled={amount === null}
        testId="loan-step"
      >
        <AmountField
          value={value}
          onChange={setValue}
          decimals={places ?? 8}
          placeholder={code}
          problem={problem}
          available={
            spendable === undefined || action === 'withdraw_collateral'
              ? null
              : { label: t('amount.available'), text: `${money(spendable, code)} ${code}` }
          }
          max={maxValue === null ? null : { label: t('amount.maxAction'), value: maxValue }}
          testId="loan-step-amount"
        />
        {action === 'repay' ? <p className={styles.text}>{t('interestFirst')}</p> : null}
      </ConfirmSheet>
    </article>
  );
}

function MyLoans() {
  const { t } = useTranslation('loans');
  const loans = useLoans();
  return (
    <QueryView
      query={loans}
      errorTitle={t('loadFailed')}
      isEmpty={(list) => list.length === 0}
      empty={<p className={styles.text}>{t('noLoans')}</p>}
    >
      {(list) => (
        <>
          {list.map((l) => (
            <LoanCard key={l.id} loan={l} />
          ))}
        </>
      )}
    </QueryView>
  );
}

/** /pages/common/borrowing: borrow, my loans (live LTV, repay, add collateral, history), rules. */
export function Borrowing() {
  const { t } = useTranslation('loans');
  const [tab, setTab] = useState<Tab>('borrow');
  const [notice, setNotice] = useState<string | null>(null);
  const loans = useLoans();
  useSocketEvent(LOAN_SOCKET_EVENTS.marginCall, (payload) => {
    const p = payload as { id: number; ltv: string };
    setNotice(t('marginCallNotice', { id: p.id, ltv: percent(p.ltv) }));
    void loans.refetch();
  });
  useSocketEvent(LOAN_SOCKET_EVENTS.liquidated, (payload) => {
    const p = payload as { id: number; price: string };
    const decimals = loans.data?.find((l) => l.id === p.id)?.price_decimals;
    setNotice(t('liquidatedNotice', { id: p.id, price: priceText(p.price, decimals) }));
    void loans.refetch();
  });
  return (
    <div className={styles.page}>
      {notice ? (
        <p className={styles.banner} role="alert" data-testid="loan-notice">
          {notice}
        </p>
      ) : null}
      <TabSwitch
        options={TABS}
        value={tab}
        onChange={setTab}
        label={t('title')}
        textOf={(v) => t(`tabs.${v}`)}
        testIdPrefix="loan-tab"
      />
      {tab === 'borrow' ? <BorrowForm onDone={() => setTab('loans')} /> : null}
      {tab === 'loans' ? <MyLoans /> : null}
      {tab === 'rules' ? <p className={styles.text}>{t('rules')}</p> : null}
    </div>
  );
}
