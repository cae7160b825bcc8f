import { useState } from 'react';
import { Button, Stepper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useMoneyText } from '../../../shared/api/currencies';
import { formatPlain } from '../../../shared/format/amount';
import { priceText } from '../../../shared/format/precision';
import { multiplyDecimals } from '../../../shared/format/decimal';
import { redirectTo } from '../../../shared/routing/navigation';
import { ConfirmSheet, useSheetCommand } from '../../../shared/ui/confirm-sheet';
import { LoadError, LoadingLines } from '../../../shared/ui/load-states';
import { usePageTitle } from '../../../shared/ui/page-title';
import sheet from '../../../shared/ui/sheet.module.css';
import { useBuyDual, useDualProduct } from '../api';
import { outcomes } from '../rules';
import { MINE_PATH, utc } from './shared';
import styles from '../../../shared/ui/product-page.module.css';

const COIN_PRECISION = 8;

/** /pages/invest/purchase?id=: whole shares, the cost, and both possible results before confirming. */
export function DualPurchase({ id }: { id: number }) {
  const { t } = useTranslation('dual');
  const money = useMoneyText();
  const product = useDualProduct(id);
  const [num, setNum] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const buy = useBuyDual();
  usePageTitle(product.data?.name);
  const command = useSheetCommand(
    (key) => buy.mutateAsync({ id, num, idempotency_key: key }),
    () => {
      setConfirming(false);
      redirectTo(MINE_PATH);
    },
  );
  if (product.isPending) return <LoadingLines />;
  if (!product.data)
    return <LoadError title={t('loadFailed')} onRetry={() => void product.refetch()} wide />;
  const p = product.data;
  const total = multiplyDecimals(p.share_amount, String(num));
  const o = outcomes({
    type: p.type,
    total,
    strike: p.exercise_price,
    rate: p.rate,
    day: p.day,
    coin: p.currency_name,
    coinPrecision: COIN_PRECISION,
  });
  const max = Math.max(1, Math.min(p.user_limit, p.remaining_number));
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
          <h2 className={styles.title}>{p.name}</h2>
          <span className={styles.apr}>{formatPlain(p.rate)}%</span>
        </div>
        <div className={styles.row}>
          <span>{t('strike')}</span>
          <span data-testid="dual-strike">{strike}</span>
        </div>
        <div className={styles.row}>
          <span>{t('spot')}</span>
          <span>{p.spot_price ? `${priceText(p.spot_price, p.price_decimals)} USDT` : '--'}</span>
        </div>
        <div className={styles.row}>
          <span>{t('settleAt')}</span>
          <span>
            {utc(p.end_time)} · {t('days', { count: p.day })}
          </span>
        </div>
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
          <div data-testid="dual-shares">
            <Stepper
              min={1}
              max={max}
              digits={0}
              value={num}
              onChange={(v) => setNum(Math.max(1, Math.floor(Number(v) || 1)))}
            />
          </div>
        </div>
        <div className={styles.row}>
          <span>{t('invest')}</span>
          <span data-testid="dual-cost">
            {money(total, p.invest_currency_name, 'cost')} {p.invest_currency_name}
          </span>
        </div>
        <div className={styles.outcome} data-testid="dual-outcome-below">
          {belowLabel}
          <strong>
            {money(o.below.amount, o.below.currency)} {o.below.currency}
          </strong>
        </div>
        <div className={styles.outcome} data-testid="dual-outcome-above">
          {aboveLabel}
          <strong>
            {money(o.above.amount, o.above.currency)} {o.above.currency}
          </strong>
        </div>
        <Button
          block
          color="primary"
          disabled={!p.on_sale || p.remaining_number === 0}
          onClick={() => setConfirming(true)}
          data-testid="dual-buy"
        >
          {p.on_sale ? t('buy') : t('notOnSale')}
        </Button>
      </section>
      <ConfirmSheet
        visible={confirming}
        title={t('confirm.title')}
        rows={rows}
        error={command.error}
        pending={buy.isPending}
        onCancel={() => {
          command.reset();
          setConfirming(false);
        }}
        onConfirm={() => void command.send()}
        testId="dual-confirm"
      >
        <p className={sheet.note}>{t('confirm.note')}</p>
      </ConfirmSheet>
    </div>
  );
}
