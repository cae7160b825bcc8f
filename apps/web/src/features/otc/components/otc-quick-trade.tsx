import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { OtcQuick } from '@tidemark/contracts';
import { useMoneyText } from '../../../shared/api/currencies';
import { redirectTo } from '../../../shared/routing/navigation';
import { FormError } from '../../../shared/ui/form';
import { TabSwitch } from '../../../shared/ui/choice-switch';
import { sheetErrorOf, useSheetCommand } from '../../../shared/ui/confirm-sheet';
import { FieldGrid } from '../../../shared/ui/field-grid';
import { useCreateOrder, useQuick } from '../api';
import styles from '../../../shared/ui/product-page.module.css';
import { COINS, DEFAULT_FIAT, PATH, coinId, fiatPrice, fiatSum, useFiats } from './otc-common';

/**
 * Quick buy / sell (`?mode=quick`): the side, the coin, an amount in fiat or in the coin; the
 * server picks the best ad that fits, shown with its price and limits before the order.
 */
export function QuickTrade({ initialSide }: { initialSide: 'buy' | 'sell' }) {
  const { t } = useTranslation('otc');
  const money = useMoneyText();
  const fiats = useFiats();
  const [side, setSide] = useState(initialSide);
  const [coin, setCoin] = useState<string>('USDT');
  const [fiat, setFiat] = useState<string>(DEFAULT_FIAT);
  const [unit, setUnit] = useState<'fiat' | 'coin'>('fiat');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const quick = useQuick();
  const create = useCreateOrder();
  const [match, setMatch] = useState<OtcQuick | null>(null);
  const currencyId = coinId(coin);
  const amountField = unit === 'fiat' ? { fiat_amount: value } : { amount: value };
  const find = async () => {
    setError(null);
    setMatch(null);
    try {
      setMatch(await quick.mutateAsync({ side, currency_id: currencyId, fiat, ...amountField }));
    } catch (err) {
      setError(sheetErrorOf(err));
    }
  };
  const command = useSheetCommand(
    (key) =>
      create.mutateAsync({
        ad_id: match?.ad.id ?? 0,
        ...amountField,
        idempotency_key: key,
      }),
    (o) => redirectTo(PATH, { order: o.id }),
  );
  // A changed question makes the shown answer stale.
  const change =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setMatch(null);
      setError(null);
    };
  return (
    <div className={styles.page} data-testid="otc-quick">
      <TabSwitch
        options={['buy', 'sell'] as const}
        value={side}
        onChange={change(setSide)}
        label={t('side')}
        textOf={(v) => t(v === 'buy' ? 'quickBuy' : 'quickSell')}
        testIdPrefix="otc-quick-side"
      />
      <TabSwitch
        options={COINS.map((c) => c.name)}
        value={coin}
        onChange={change(setCoin)}
        label={t('coin')}
        textOf={(v) => v}
        testIdPrefix="otc-quick-coin"
      />
      <TabSwitch
        options={fiats}
        value={fiat}
        onChange={change(setFiat)}
        label={t('fiat')}
        textOf={(v) => v}
        testIdPrefix="otc-quick-fiat"
      />
      <section className={styles.card}>
        <TabSwitch
          options={['fiat', 'coin'] as const}
          value={unit}
          onChange={change(setUnit)}
          label={t('amountIn')}
          textOf={(v) => (v === 'fiat' ? fiat : coin)}
          testIdPrefix="otc-quick-unit"
        />
        <Input
          placeholder={unit === 'fiat' ? t('fiatAmount', { fiat }) : t('coinAmount', { coin })}
          value={value}
          onChange={change(setValue)}
          inputMode="decimal"
          data-testid="otc-quick-amount"
        />
        <FormError message={error} className={styles.banner} testId="otc-quick-error" />
        <Button
          block
          color="primary"
          disabled={!(Number(value) > 0)}
          loading={quick.isPending}
          onClick={() => void find()}
          data-testid="otc-quick-go"
        >
          {t('findBest')}
        </Button>
      </section>
      {match ? (
        <section className={styles.card} data-testid="otc-quick-match">
          <div className={styles.head}>
            <h3 className={styles.title}>{match.ad.merchant_name}</h3>
            <span className={styles.apr} data-testid="otc-quick-price">
              {fiatPrice(match.ad.price, match.ad)}
            </span>
          </div>
          <FieldGrid
            testIdPrefix="otc-quick"
            fields={[
              {
                key: 'receive',
                label: t(side === 'buy' ? 'youGet' : 'youSell'),
                value: `${money(match.amount, match.ad.currency_name, side === 'buy' ? 'held' : 'exact')} ${match.ad.currency_name}`,
              },
              {
                key: 'total',
                label: t(side === 'buy' ? 'youPay' : 'youReceive'),
                value: `${fiatSum(match.fiat_total, match.ad)} ${match.ad.fiat}`,
              },
              {
                key: 'limits',
                label: t('limits'),
                value: `${fiatSum(match.ad.min_fiat, match.ad)}–${fiatSum(match.ad.max_fiat, match.ad)} ${match.ad.fiat}`,
              },
              {
                key: 'methods',
                label: t('methods'),
                value: match.ad.pay_methods.map((m) => t(`method.${m}`)).join(', '),
              },
            ]}
          />
          {command.error ? (
            <p className={styles.banner} role="alert" data-testid="otc-quick-order-error">
              {command.error}
            </p>
          ) : null}
          <Button
            block
            color="primary"
            loading={create.isPending}
            onClick={() => void command.send()}
            data-testid="otc-quick-confirm"
          >
            {t(side === 'buy' ? 'confirmBuy' : 'confirmSell', { coin: match.ad.currency_name })}
          </Button>
        </section>
      ) : null}
      <Button fill="none" onClick={() => redirectTo(PATH)} data-testid="otc-quick-all">
        {t('allAds')}
      </Button>
    </div>
  );
}
