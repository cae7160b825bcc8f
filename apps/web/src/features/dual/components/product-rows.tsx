import { useTranslation } from 'react-i18next';
import type { DualProduct } from '@tidemark/contracts';
import { priceText } from '../../../shared/format/precision';
import { utc } from './shared';
import styles from '../../../shared/ui/product-page.module.css';

/** A product's spot price now and its settlement time, as the list card and purchase page show them. */
export function SpotAndSettleRows({ p }: { p: DualProduct }) {
  const { t } = useTranslation('dual');
  return (
    <>
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
    </>
  );
}
