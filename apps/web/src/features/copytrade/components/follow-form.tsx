import { useState } from 'react';
import { Button, Checkbox } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { CopyTraderDetail } from '@tidemark/contracts';
import { isPlainDecimal } from '@tidemark/contracts';
import { percentText } from '../../../shared/format/precision';
import { FormError } from '../../../shared/ui/form';
import { sheetErrorOf } from '../../../shared/ui/confirm-sheet';
import { showToast } from '../../../shared/ui/feedback';
import { navigateTo } from '../../../shared/routing/navigation';
import { useAcceptAgreement, useAgreement, useFollow } from '../api';
import { copyCost, copyLots, lotsText, useCopyFigures } from '../format';
import styles from '../copytrade.module.css';
import { NumberField } from './number-field';

/**
 * Follow settings: fixed multiple of the trader's lots or fixed lots, an optional cap on one
 * copy's margin, the limits from the configuration, what a copy of the trader's last trade
 * would have cost, and the agreement accepted before the first follow.
 */
export function FollowForm({ detail, onDone }: { detail: CopyTraderDetail; onDone: () => void }) {
  const { cost } = useCopyFigures();
  const { t, i18n } = useTranslation('copytrade');
  const mine = detail.my_follow?.status === 1 ? detail.my_follow : null;
  const [type, setType] = useState<1 | 2>(mine?.type === 2 ? 2 : 1);
  const [number, setNumber] = useState(mine?.number ?? '1');
  const [maxMargin, setMaxMargin] = useState(mine?.max_margin ?? '');
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const agreement = useAgreement();
  const accept = useAcceptAgreement();
  const follow = useFollow();
  const valid = isPlainDecimal(number) && !number.startsWith('-') && Number(number) > 0;
  const last = detail.last_trade;
  const preview = last && valid ? copyCost(copyLots(type, number, last.share), last) : null;
  const needsAgreement = agreement.data ? !agreement.data.accepted : false;
  // Until the agreement's status is known a tap could follow without it (the server then
  // refuses in words that say less), so the button waits for it.
  const agreementKnown = agreement.data !== undefined;
  const pending = follow.isPending || accept.isPending;

  const submit = async () => {
    setError(null);
    try {
      if (needsAgreement) {
        if (!agreed) {
          setError(t('follow.agreeFirst'));
          return;
        }
        await accept.mutateAsync(agreement.data!.version);
      }
      await follow.mutateAsync({
        trader_user_id: detail.trader_info.id,
        type,
        number,
        ...(maxMargin ? { max_margin: maxMargin } : {}),
      });
      showToast(t('follow.done'), 'success');
      onDone();
    } catch (err) {
      setError(sheetErrorOf(err));
    }
  };

  return (
    <div className={styles.card} data-testid="copy-follow-form">
      <h3 className={styles.name}>{t('follow.title', { name: detail.trader_info.nickname })}</h3>
      <div className={styles.chips} role="group" aria-label={t('follow.type')}>
        {([1, 2] as const).map((v) => (
          <button
            key={v}
            type="button"
            className={`${styles.chip} ${type === v ? styles.chipOn : ''}`}
            aria-pressed={type === v}
            onClick={() => setType(v)}
            data-testid={`copy-follow-type-${v}`}
          >
            {t(v === 1 ? 'follow.multiple' : 'follow.lots')}
          </button>
        ))}
      </div>
      <NumberField
        label={
          type === 1
            ? t('follow.multipleHint', { max: detail.limits.multiple_max })
            : t('follow.lotsHint')
        }
        value={number}
        onChange={setNumber}
        testId="copy-follow-number"
      />
      <NumberField
        label={t('follow.maxMargin')}
        value={maxMargin}
        placeholder={t('follow.noCap')}
        onChange={setMaxMargin}
        testId="copy-follow-max-margin"
      />
      <p className={styles.muted}>
        {t('follow.limits', {
          follows: detail.limits.follows_max,
          share: percentText(detail.limits.profit_share_rate, { fraction: true }),
        })}
      </p>
      {last ? (
        <div className={styles.row} data-testid="copy-follow-preview">
          <span>
            {t('follow.preview', {
              symbol: last.symbol,
              lots: valid ? lotsText(copyLots(type, number, last.share)) : '--',
            })}
          </span>
          <strong>{preview ? `${cost(preview.margin)} + ${cost(preview.fee)} USDT` : '--'}</strong>
        </div>
      ) : (
        <p className={styles.muted}>{t('follow.noPreview')}</p>
      )}
      {needsAgreement ? (
        <Checkbox checked={agreed} onChange={setAgreed} data-testid="copy-follow-agree">
          <span className={styles.text}>
            {t('follow.agree')}{' '}
            <a
              onClick={(e) => {
                e.preventDefault();
                navigateTo(
                  i18n.language === 'zh' || i18n.language === 'hk'
                    ? '/pages/follow/agreement_zh'
                    : '/pages/follow/agreement_en',
                );
              }}
              href="#"
            >
              {t('follow.agreementLink')}
            </a>
          </span>
        </Checkbox>
      ) : null}
      <FormError message={error} className={styles.error} testId="copy-follow-error" />
      <Button
        color="primary"
        shape="rounded"
        loading={pending || agreement.isLoading}
        disabled={!valid || !agreementKnown}
        onClick={() => void submit()}
        data-testid="copy-follow-submit"
      >
        {mine ? t('follow.update') : t('follow.confirm')}
      </Button>
    </div>
  );
}
