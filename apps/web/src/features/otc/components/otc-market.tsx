import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { OTC_PAY_METHODS, type OtcAd } from '@tidemark/contracts';
import { useMoneyText } from '../../../shared/api/currencies';
import { divideDecimals } from '../../../shared/format/decimal';
import { useCurrencyPrecision } from '../../../shared/ui/amount-field';
import { redirectTo } from '../../../shared/routing/navigation';
import { TabSwitch } from '../../../shared/ui/choice-switch';
import { ConfirmSheet, useSheetCommand } from '../../../shared/ui/confirm-sheet';
import { FieldGrid } from '../../../shared/ui/field-grid';
import { QueryView } from '../../../shared/ui/query-view';
import { useCreateOrder, useOtcAds } from '../api';
import styles from '../../../shared/ui/product-page.module.css';
import { MerchantStats } from './merchant-stats';
import { COINS, DEFAULT_FIAT, PATH, coinId, fiatPrice, fiatSum, useFiats } from './otc-common';

/** The order sheet: a fiat amount within the ad's limits, the coin it buys, then the order. */
function TakeSheet({
  ad,
  userSide,
  onClose,
}: {
  ad: OtcAd;
  userSide: 'buy' | 'sell';
  onClose: () => void;
}) {
  const { t } = useTranslation('otc');
  const [fiat, setFiat] = useState(ad.min_fiat);
  const create = useCreateOrder();
  const places = useCurrencyPrecision(ad.currency_name);
  const money = useMoneyText();
  // The coin the typed fiat buys or sells, as the server works it out (rounded down to the
  // coin's places); '--' until the fiat is a sum in cents above zero. What a buyer gets reads
  // at the coin's display places, as on the quick match; what a seller sends, every digit.
  const typed = fiat.trim();
  const coin =
    places !== undefined &&
    /^\d+(\.\d{1,2})?$/.test(typed) &&
    /[1-9]/.test(typed) &&
    /[1-9]/.test(ad.price)
      ? `${money(divideDecimals(typed, ad.price, places, 'down'), ad.currency_name, userSide === 'buy' ? 'held' : 'exact')} ${ad.currency_name}`
      : '--';
  const command = useSheetCommand(
    (key) => create.mutateAsync({ ad_id: ad.id, fiat_amount: fiat, idempotency_key: key }),
    (o) => redirectTo(PATH, { order: o.id }),
  );
  return (
    <ConfirmSheet
      visible
      title={t(userSide === 'buy' ? 'confirmBuy' : 'confirmSell', { coin: ad.currency_name })}
      rows={[
        { key: 'price', label: t('price'), value: fiatPrice(ad.price, ad) },
        { key: 'coin', label: t(userSide === 'buy' ? 'youGet' : 'youSell'), value: coin },
        {
          key: 'limits',
          label: t('limits'),
          value: `${fiatSum(ad.min_fiat, ad)} – ${fiatSum(ad.max_fiat, ad)} ${ad.fiat}`,
        },
        { key: 'merchant', label: t('merchant'), value: ad.merchant_name },
      ]}
      command={command}
      pending={create.isPending}
      onCancel={onClose}
      testId="otc-take"
    >
      <label className={styles.row}>
        <span>{t('fiatAmount', { fiat: ad.fiat })}</span>
        <Input value={fiat} onChange={setFiat} inputMode="decimal" data-testid="otc-take-fiat" />
      </label>
      {ad.terms ? <p className={styles.text}>{ad.terms}</p> : null}
    </ConfirmSheet>
  );
}

function AdCard({
  ad,
  userSide,
  onTake,
}: {
  ad: OtcAd;
  userSide: 'buy' | 'sell';
  onTake: () => void;
}) {
  const { t } = useTranslation('otc');
  const money = useMoneyText();
  return (
    <article className={styles.card} data-testid={`otc-ad-${ad.id}`}>
      <div className={styles.head}>
        <h3 className={styles.title}>{ad.merchant_name}</h3>
        <span className={styles.apr} data-testid={`otc-ad-${ad.id}-price`}>
          {fiatPrice(ad.price, ad)}
        </span>
      </div>
      <MerchantStats ad={ad} />
      <FieldGrid
        testIdPrefix={`otc-ad-${ad.id}`}
        fields={[
          {
            key: 'remaining',
            label: t('available'),
            value: `${money(ad.remaining, ad.currency_name)} ${ad.currency_name}`,
          },
          {
            key: 'limits',
            label: t('limits'),
            value: `${fiatSum(ad.min_fiat, ad)}–${fiatSum(ad.max_fiat, ad)}`,
          },
          {
            key: 'methods',
            label: t('methods'),
            value: ad.pay_methods.map((m) => t(`method.${m}`)).join(', '),
          },
        ]}
      />
      <Button color="primary" size="small" onClick={onTake} data-testid={`otc-ad-${ad.id}-take`}>
        {t(userSide)} {ad.currency_name}
      </Button>
    </article>
  );
}

const METHOD_FILTERS = ['', ...OTC_PAY_METHODS] as const;

/** Ads of one coin and fiat for the user's side, best price first, filtered by payment method. */
export function Market({ userSide }: { userSide: 'buy' | 'sell' }) {
  const { t } = useTranslation('otc');
  const fiats = useFiats();
  const [coin, setCoin] = useState<string>('USDT');
  const [fiat, setFiat] = useState<string>(DEFAULT_FIAT);
  const [method, setMethod] = useState<(typeof METHOD_FILTERS)[number]>('');
  const currencyId = coinId(coin);
  const ads = useOtcAds({
    side: userSide === 'buy' ? 'sell' : 'buy',
    currencyId,
    fiat,
    payMethod: method,
  });
  const [taking, setTaking] = useState<OtcAd | null>(null);
  return (
    <>
      <TabSwitch
        options={COINS.map((c) => c.name)}
        value={coin}
        onChange={setCoin}
        label={t('coin')}
        textOf={(v) => v}
        testIdPrefix="otc-coin"
      />
      <TabSwitch
        options={fiats}
        value={fiat}
        onChange={setFiat}
        label={t('fiat')}
        textOf={(v) => v}
        testIdPrefix="otc-fiat"
      />
      <TabSwitch
        options={METHOD_FILTERS}
        value={method}
        onChange={setMethod}
        label={t('methods')}
        textOf={(v) => (v ? t(`method.${v}`) : t('allMethods'))}
        testIdPrefix="otc-method"
      />
      <Button
        block
        fill="outline"
        onClick={() => redirectTo(PATH, { mode: 'quick', side: userSide })}
        data-testid="otc-open-quick"
      >
        {t(userSide === 'buy' ? 'quickBuy' : 'quickSell')}
      </Button>
      <QueryView
        query={ads}
        errorTitle={t('loadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={
          <p className={styles.text} data-testid="otc-no-ads">
            {t('noAds')}
          </p>
        }
      >
        {(list) =>
          list.map((ad) => (
            <AdCard key={ad.id} ad={ad} userSide={userSide} onTake={() => setTaking(ad)} />
          ))
        }
      </QueryView>
      {taking ? (
        <TakeSheet ad={taking} userSide={userSide} onClose={() => setTaking(null)} />
      ) : null}
    </>
  );
}
