import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useMoneyText } from '../../../shared/api/currencies';
import { formatPlain } from '../../../shared/format/amount';
import { priceText } from '../../../shared/format/precision';
import { divideDecimals, multiplyDecimals } from '../../../shared/format/decimal';
import { redirectTo } from '../../../shared/routing/navigation';
import {
  AmountField,
  checkAmount,
  lowestOf,
  useSpotAvailable,
  type AmountProblem,
} from '../../../shared/ui/amount-field';
import { ConfirmSheet, useSheetCommand } from '../../../shared/ui/confirm-sheet';
import { loadGate } from '../../../shared/ui/load-states';
import { usePageTitle } from '../../../shared/ui/page-title';
import sheet from '../../../shared/ui/sheet.module.css';
import stepper from '../../../shared/ui/stepper-field.module.css';
import { useBuyDual, useDualProduct } from '../api';
import { useDualName } from '../product-name';
import { outcomes } from '../rules';
import { MINE_PATH, utc } from './shared';
import { SpotAndSettleRows } from './product-rows';
import styles from '../../../shared/ui/product-page.module.css';

const COIN_PRECISION = 8;

/** The words for what is wrong with the typed number of shares. */
function useSharesProblemText() {
  const { t } = useTranslation('dual');
  const money = useMoneyText();
  return (problem: AmountProblem, code: string) => {
    switch (problem.kind) {
      case 'required':
        return t('amount.required');
      case 'invalid':
      case 'whole':
      case 'decimals':
        return t('amount.whole');
      case 'min':
      case 'max':
        return t('amount.above', { count: Number(problem.limit) });
      case 'balance':
        return t('amount.balance', { limit: `${money(problem.limit, code)} ${code}` });
    }
  };
}

/** /pages/invest/purchase?id=: whole shares, the cost, and both possible results before confirming. */
export function DualPurchase({ id }: { id: number }) {
  const { t } = useTranslation('dual');
  const money = useMoneyText();
  const product = useDualProduct(id);
  const [text, setText] = useState('1');
  const [confirming, setConfirming] = useState(false);
  const buy = useBuyDual();
  const problemText = useSharesProblemText();
  const available = useSpotAvailable(product.data?.invest_currency_name);
  const name = useDualName();
  usePageTitle(product.data ? name(product.data) : undefined);
  const command = useSheetCommand(
    (key) => buy.mutateAsync({ id, num: num ?? 0, idempotency_key: key }),
    () => {
      setConfirming(false);
      redirectTo(MINE_PATH);
    },
  );
  const gate = loadGate(
    product,
    id,
    {
      codes: ['dual_product_not_found'],
      title: t('productMissing'),
      backTo: '/pages/invest/invest',
      testId: 'dual-product-missing',
    },
    t('loadFailed'),
  );
  if (gate !== null || !product.data) return gate;
  const p = product.data;
  // Whole shares, at most the user's limit and the shares left, paid from the spot balance.
  // What was typed stays in the field: a problem is said, never corrected silently.
  const limit = Math.max(0, Math.min(p.user_limit, p.remaining_number));
  const check = checkAmount(text, {
    decimals: 0,
    max: String(limit),
    available,
    spend: (n) => multiplyDecimals(p.share_amount, n),
  });
  const num = check.problem || check.value === null ? null : Number(check.value);
  const problem = check.problem ? problemText(check.problem, p.invest_currency_name) : null;
  const affordable =
    available === undefined || !/[1-9]/.test(p.share_amount)
      ? null
      : Number(divideDecimals(available, p.share_amount, 0, 'down'));
  const largest = affordable === null ? null : lowestOf(String(limit), String(affordable));
  const step = (direction: 1 | -1) => {
    const current = num ?? 0;
    setText(String(Math.min(limit, Math.max(1, current + direction))));
  };
  const total = multiplyDecimals(p.share_amount, String(num ?? 0));
  const o = outcomes({
    type: p.type,
    total,
    strike: p.exercise_price,
    rate: p.rate,
    day: p.day,
    coin: p.currency_name,
    coinPrecision: COIN_PRECISION,
  });
  // The strike at the price decimals of the ticks that settle it: form, outcomes and sheet alike.
  const strike = `${priceText(p.exercise_price, p.price_decimals)} USDT`;
  const belowLabel = t(p.type === 'call' ? 'outcome.callBelow' : 'outcome.putBelow', { strike });
  const aboveLabel = t(p.type === 'call' ? 'outcome.callAbove' : 'outcome.putAbove', { strike });
  const rows = [
    {
      key: 'total',
      label: t('invest'),
      value: `${money(total, p.invest_currency_name, 'exact')} ${p.invest_currency_name}`,
    },
    { key: 'rate', label: t('apr'), value: `${formatPlain(p.rate)}%` },
    { key: 'strike', label: t('strike'), value: strike },
    { key: 'settle', label: t('settleAt'), value: utc(p.end_time) },
    {
      key: 'below',
      label: belowLabel,
      value: `${money(o.below.amount, o.below.currency)} ${o.below.currency}`,
    },
    {
      key: 'above',
      label: aboveLabel,
      value: `${money(o.above.amount, o.above.currency)} ${o.above.currency}`,
    },
  ];
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <div className={styles.head}>
          <h2 className={styles.title}>{name(p)}</h2>
          <span className={styles.apr}>{t('aprValue', { rate: formatPlain(p.rate) })}</span>
        </div>
        <div className={styles.row}>
          <span>{t('strike')}</span>
          <span data-testid="dual-strike">{strike}</span>
        </div>
        <SpotAndSettleRows p={p} />
        <div className={styles.row}>
          <span>{t('share')}</span>
          <span>
            {money(p.share_amount, p.invest_currency_name, 'exact')} {p.invest_currency_name}
          </span>
        </div>
        <div className={styles.row}>
          <span>{t('remaining')}</span>
          <span>
            {p.remaining_number} / {p.total_number} · {t('limit', { count: p.user_limit })}
          </span>
        </div>
      </section>
      <section className={styles.card}>
        <div className={styles.row}>
          <span>{t('shares')}</span>
        </div>
        <AmountField
          className={stepper.stepper}
          value={text}
          onChange={setText}
          decimals={0}
          problem={problem}
          available={
            available === undefined
              ? null
              : {
                  label: t('amount.available'),
                  text: `${money(available, p.invest_currency_name)} ${p.invest_currency_name}`,
                }
          }
          max={{ label: t('amount.maxAction'), value: largest === '0' ? null : largest }}
          before={
            <button
              type="button"
              className={stepper.stepButton}
              aria-label={t('amount.fewer')}
              disabled={num === null || num <= 1}
              onClick={() => step(-1)}
              data-testid="dual-shares-minus"
            >
              −
            </button>
          }
          after={
            <button
              type="button"
              className={stepper.stepButton}
              aria-label={t('amount.more')}
              disabled={num !== null && num >= limit}
              onClick={() => step(1)}
              data-testid="dual-shares-plus"
            >
              +
            </button>
          }
          testId="dual-shares"
        />
        <div className={styles.row}>
          <span>{t('invest')}</span>
          <span data-testid="dual-cost">
            {num === null
              ? '--'
              : `${money(total, p.invest_currency_name, 'cost')} ${p.invest_currency_name}`}
          </span>
        </div>
        <div className={styles.outcome} data-testid="dual-outcome-below">
          {belowLabel}
          <strong>
            {num === null ? '--' : `${money(o.below.amount, o.below.currency)} ${o.below.currency}`}
          </strong>
        </div>
        <div className={styles.outcome} data-testid="dual-outcome-above">
          {aboveLabel}
          <strong>
            {num === null ? '--' : `${money(o.above.amount, o.above.currency)} ${o.above.currency}`}
          </strong>
        </div>
        <Button
          block
          color="primary"
          disabled={!p.on_sale || p.remaining_number === 0 || num === null}
          onClick={() => {
            if (num !== null) setConfirming(true);
          }}
          data-testid="dual-buy"
        >
          {p.on_sale ? t('buy') : t('notOnSale')}
        </Button>
      </section>
      <ConfirmSheet
        visible={confirming}
        title={t('confirm.title')}
        rows={rows}
        command={command}
        pending={buy.isPending}
        onCancel={() => setConfirming(false)}
        testId="dual-confirm"
      >
        <p className={sheet.note}>{t('confirm.note')}</p>
      </ConfirmSheet>
    </div>
  );
}
