import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { NFT_PAY_TYPE } from '@tidemark/contracts';
import { ApiError } from '../../../shared/api/client';
import { redirectTo } from '../../../shared/routing/navigation';
import { FormError } from '../../../shared/ui/form';
import { sheetErrorOf } from '../../../shared/ui/confirm-sheet';
import { showToast } from '../../../shared/ui/feedback';
import { LoadingLines, MissingView } from '../../../shared/ui/load-states';
import { QueryView } from '../../../shared/ui/query-view';
import { useItem, useResell } from '../api';
import styles from './nft.module.css';

const DAYS = [1, 3, 7];
const MINE_PATH = '/pages/nft/mine' as const;

/** An artwork that is not there (no code in the address, or the server says so): back to mine, nothing to retry. */
function ResellMissing({ message }: { message?: string | undefined }) {
  const { t } = useTranslation('nft');
  return (
    <MissingView
      title={message || t('detail.notFound')}
      backTo={MINE_PATH}
      testId="nft-resell-missing"
    />
  );
}

/** pages/nft/resell?code=: list an owned artwork at a price or at auction; an operator reviews it. */
export function ResellForm({ code }: { code: string | null }) {
  const { t } = useTranslation('nft');
  const query = useItem(code);
  const resell = useResell();
  const [payType, setPayType] = useState<number>(NFT_PAY_TYPE.fixed);
  const [price, setPrice] = useState('');
  const [increase, setIncrease] = useState('');
  const [days, setDays] = useState(3);
  const [error, setError] = useState<string | null>(null);
  if (code === null) return <ResellMissing />;
  if (query.error instanceof ApiError && query.error.code === 'nft_not_found')
    return <ResellMissing message={query.error.message} />;
  return (
    <QueryView
      query={query}
      loading={<LoadingLines lines={6} />}
      errorTitle={t('loadError')}
      errorHint
    >
      {(item) => {
        const chip = (on: boolean) => `${styles.chip} ${on ? styles.chipOn : ''}`;
        const submit = async () => {
          setError(null);
          const start = item.server_now + Math.floor((Date.now() - query.dataUpdatedAt) / 1000);
          try {
            await resell.mutateAsync({
              code: item.code,
              pay_type: payType,
              price: price.trim(),
              ...(payType === NFT_PAY_TYPE.auction ? { per_increase: increase.trim() } : {}),
              start_time: start,
              end_time: start + days * 86_400,
            });
            showToast(t('resell.submitted'), 'success');
            redirectTo(MINE_PATH);
          } catch (err) {
            setError(sheetErrorOf(err));
          }
        };
        return (
          <div className={styles.page} data-testid="nft-resell-form">
            <section className={styles.card}>
              <h1 className={styles.title}>{item.name}</h1>
              <div className={styles.chips} style={{ padding: 0, margin: '8px 0' }}>
                {[NFT_PAY_TYPE.fixed, NFT_PAY_TYPE.auction].map((p) => (
                  <button
                    key={p}
                    type="button"
                    className={chip(payType === p)}
                    onClick={() => setPayType(p)}
                  >
                    {t(`payType.${p}`)}
                  </button>
                ))}
              </div>
              <div className={styles.field}>
                <label htmlFor="nft-resell-price">
                  {payType === NFT_PAY_TYPE.auction ? t('detail.startPrice') : t('detail.price')} (
                  {item.currency_name})
                </label>
                <Input
                  id="nft-resell-price"
                  inputMode="decimal"
                  value={price}
                  onChange={setPrice}
                  data-testid="nft-resell-price"
                />
              </div>
              {payType === NFT_PAY_TYPE.auction ? (
                <div className={styles.field}>
                  <label htmlFor="nft-resell-increase">{t('detail.increase')}</label>
                  <Input
                    id="nft-resell-increase"
                    inputMode="decimal"
                    value={increase}
                    onChange={setIncrease}
                  />
                </div>
              ) : null}
              <div className={styles.field}>
                <span className={styles.meta}>{t('resell.duration')}</span>
                <div className={styles.chips} style={{ padding: 0 }}>
                  {DAYS.map((d) => (
                    <button
                      key={d}
                      type="button"
                      className={chip(days === d)}
                      onClick={() => setDays(d)}
                    >
                      {t('resell.days', { n: d })}
                    </button>
                  ))}
                </div>
              </div>
              <p className={styles.meta}>{t('resell.note')}</p>
              <FormError message={error} className={styles.bad} testId="nft-resell-error" />
              <Button
                block
                shape="rounded"
                color="primary"
                loading={resell.isPending}
                onClick={() => void submit()}
                data-testid="nft-resell-submit"
              >
                {t('resell.submit')}
              </Button>
            </section>
          </div>
        );
      }}
    </QueryView>
  );
}
