import { useTranslation } from 'react-i18next';
import type { OtcAd, OtcOrder } from '@tidemark/contracts';
import { percentText } from '../../../shared/format/precision';
import { copyText } from '../../../shared/ui/copy-text';
import { showToast } from '../../../shared/ui/feedback';
import styles from '../../../shared/ui/product-page.module.css';
import own from './merchant-stats.module.css';

/**
 * What a buyer weighs a merchant by, as the big exchanges show it: orders completed in 30
 * days, the completion rate and how long releasing takes once paid ('--' before there is any).
 */
export function MerchantStats({ ad }: { ad: OtcAd }) {
  const { t } = useTranslation('otc');
  const s = ad.merchant_stats;
  // Seconds under a minute, whole minutes above.
  const releaseText = (seconds: number | null) => {
    if (seconds === null) return '--';
    if (seconds < 60) return t('stats.seconds', { count: seconds });
    return t('stats.minutes', { count: Math.round(seconds / 60) });
  };
  const parts = [
    t('stats.orders', { count: s.orders_30d }),
    t('stats.completion', {
      rate: percentText(s.completion_rate, { places: 2 }),
    }),
    t('stats.release', {
      time: releaseText(s.avg_release_seconds),
    }),
  ];
  return (
    <p className={styles.text} data-testid={`otc-ad-${ad.id}-stats`}>
      {parts.join(' · ')}
    </p>
  );
}

function CopyButton({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation('otc');
  return (
    <button
      type="button"
      className={own.copy}
      onClick={() =>
        void copyText(text).then((ok) =>
          showToast(ok ? t('copy.done') : t('copy.failed'), ok ? 'success' : 'fail'),
        )
      }
      data-testid={testId}
    >
      {t('copy.action')}
    </button>
  );
}

const COPIED_FIELDS = ['real_name', 'bank_name', 'bank_account'] as const;

/** Where the buyer pays: each of the seller's details on its own line with a copy button. */
export function PayDetails({ details }: { details: OtcOrder['pay_details'] }) {
  const { t } = useTranslation('otc');
  return (
    <>
      {details.map((d) => (
        <div key={d.kind} data-testid={`otc-pay-${d.kind}`}>
          <div className={styles.row}>
            <span>{t('methods')}</span>
            <span>{t(`method.${d.kind}`)}</span>
          </div>
          {COPIED_FIELDS.map((field) => (
            <div key={field} className={styles.row}>
              <span>{t(`payee.${field}`)}</span>
              <span>
                <span data-testid={`otc-pay-${d.kind}-${field}`}>{d[field]}</span>
                <CopyButton text={d[field]} testId={`otc-pay-${d.kind}-${field}-copy`} />
              </span>
            </div>
          ))}
        </div>
      ))}
    </>
  );
}
