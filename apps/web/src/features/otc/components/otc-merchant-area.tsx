import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { OTC_PAY_METHODS, type OtcPayMethod } from '@tidemark/contracts';
import { useMoneyText } from '../../../shared/api/currencies';
import { TabSwitch } from '../../../shared/ui/choice-switch';
import { sheetErrorOf } from '../../../shared/ui/confirm-sheet';
import { QueryView } from '../../../shared/ui/query-view';
import { useApplyMerchant, useCloseAd, useCreateAd, useMerchant, useMyAds } from '../api';
import styles from '../../../shared/ui/product-page.module.css';
import { COINS, DEFAULT_FIAT, coinId, fiatPrice, useFiats } from './otc-common';

/** Merchant area: apply (level 2), then post ads and close them. */
export function MerchantArea() {
  const { t } = useTranslation('otc');
  const money = useMoneyText();
  const merchant = useMerchant();
  const approved = merchant.data?.status === 'approved';
  const ads = useMyAds(approved);
  const apply = useApplyMerchant();
  const create = useCreateAd();
  const close = useCloseAd();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fiats = useFiats();
  const [form, setForm] = useState({
    side: 'sell' as 'buy' | 'sell',
    coin: 'USDT',
    fiat: DEFAULT_FIAT,
    methods: ['domestic'] as OtcPayMethod[],
    price: '',
    total: '',
    min: '',
    max: '',
  });
  const run = async (p: Promise<unknown>) => {
    setError(null);
    try {
      await p;
    } catch (err) {
      setError(sheetErrorOf(err));
    }
  };
  return (
    <QueryView query={merchant} errorTitle={t('loadFailed')}>
      {(m) => (
        <section className={styles.card} data-testid="otc-merchant">
          <div className={styles.row}>
            <span>{t('merchantStatus')}</span>
            <span data-testid="otc-merchant-status">{t(`merchant_status.${m.status}`)}</span>
          </div>
          {m.status === 'rejected' && m.reject_reason ? (
            <p className={styles.banner} data-testid="otc-merchant-reason">
              {t('rejectedBecause', { reason: m.reject_reason })}
            </p>
          ) : null}
          {error ? <p className={styles.banner}>{error}</p> : null}
          {m.status === 'none' || m.status === 'rejected' ? (
            <>
              <p className={styles.text}>{t('applyNote')}</p>
              <Input placeholder={t('merchantName')} value={name} onChange={setName} />
              <Button
                color="primary"
                disabled={name.trim().length < 2}
                onClick={() => void run(apply.mutateAsync({ name }))}
              >
                {t('apply')}
              </Button>
            </>
          ) : null}
          {approved ? (
            <>
              <TabSwitch
                options={['sell', 'buy'] as const}
                value={form.side}
                onChange={(side) => setForm({ ...form, side })}
                label={t('adSide')}
                textOf={(v) => t(`adSides.${v}`)}
                testIdPrefix="otc-ad-side"
              />
              <TabSwitch
                options={COINS.map((c) => c.name)}
                value={form.coin}
                onChange={(coin) => setForm({ ...form, coin })}
                label={t('coin')}
                textOf={(v) => v}
                testIdPrefix="otc-ad-coin"
              />
              <TabSwitch
                options={fiats}
                value={form.fiat}
                onChange={(fiat) => setForm({ ...form, fiat })}
                label={t('fiat')}
                textOf={(v) => v}
                testIdPrefix="otc-ad-fiat"
              />
              <div className={styles.actions} role="group" aria-label={t('methods')}>
                {OTC_PAY_METHODS.map((method) => {
                  const on = form.methods.includes(method);
                  return (
                    <Button
                      key={method}
                      size="small"
                      color={on ? 'primary' : 'default'}
                      aria-pressed={on}
                      onClick={() =>
                        setForm({
                          ...form,
                          methods: on
                            ? form.methods.filter((x) => x !== method)
                            : [...form.methods, method],
                        })
                      }
                      data-testid={`otc-ad-method-${method}`}
                    >
                      {t(`method.${method}`)}
                    </Button>
                  );
                })}
              </div>
              {(['price', 'total', 'min', 'max'] as const).map((k) => (
                <Input
                  key={k}
                  placeholder={t(`adField.${k}`, { fiat: form.fiat, coin: form.coin })}
                  value={form[k]}
                  inputMode="decimal"
                  onChange={(v) => setForm({ ...form, [k]: v })}
                />
              ))}
              <Button
                color="primary"
                disabled={form.methods.length === 0}
                onClick={() =>
                  void run(
                    create.mutateAsync({
                      side: form.side,
                      currency_id: coinId(form.coin),
                      fiat: form.fiat,
                      price_type: 'fixed',
                      price: form.price,
                      total: form.total,
                      min_fiat: form.min,
                      max_fiat: form.max,
                      pay_methods: form.methods,
                      terms: '',
                    }),
                  )
                }
              >
                {t('postAd')}
              </Button>
              {(ads.data ?? []).map((ad) => (
                <div key={ad.id} className={styles.row}>
                  <span>
                    {t(`adSides.${ad.side}`)} {money(ad.remaining, ad.currency_name)}/
                    {money(ad.total, ad.currency_name)} {ad.currency_name} @{' '}
                    {fiatPrice(ad.price, ad)}
                  </span>
                  {ad.active ? (
                    <Button size="mini" onClick={() => void run(close.mutateAsync({ id: ad.id }))}>
                      {t('closeAd')}
                    </Button>
                  ) : (
                    <span>{t('closed')}</span>
                  )}
                </div>
              ))}
            </>
          ) : null}
        </section>
      )}
    </QueryView>
  );
}
