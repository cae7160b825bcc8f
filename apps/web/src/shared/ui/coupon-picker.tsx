import { useTranslation } from 'react-i18next';
import { compareDecimals, type Coupon, type CouponKind } from '@tidemark/contracts';
import { useUsableCoupons } from '../api/coupons';
import styles from './coupon-picker.module.css';

/** The coupons of one kind an order of `orderAmount` may use (its minimum met, same currency). */
export function usableFor(
  coupons: readonly Coupon[],
  currencyId: number,
  orderAmount: string | null,
) {
  return coupons.filter(
    (c) =>
      c.currency_id === currencyId &&
      orderAmount !== null &&
      compareDecimals(orderAmount, c.min_order) >= 0,
  );
}

/**
 * A row of chips in an order's confirmation sheet: no coupon, or one of the user's available
 * coupons of this kind. Shown only when the user has one the order may use.
 */
export function CouponPicker({
  kind,
  currencyId,
  orderAmount,
  value,
  onChange,
  visible,
}: {
  kind: CouponKind;
  currencyId: number;
  /** Contracts: the margin; seconds options: the stake. */
  orderAmount: string | null;
  value: number | null;
  onChange: (couponId: number | null) => void;
  visible: boolean;
}) {
  const { t } = useTranslation('community');
  const coupons = useUsableCoupons(kind, visible);
  const usable = usableFor(coupons.data ?? [], currencyId, orderAmount);
  if (usable.length === 0) return null;
  const chip = (active: boolean) => (active ? `${styles.chip} ${styles.active}` : styles.chip);
  return (
    <div className={styles.picker} role="group" aria-label={t('coupons.use')}>
      <span className={styles.label}>{t('coupons.use')}</span>
      <div className={styles.chips}>
        <button
          type="button"
          className={chip(value === null)}
          aria-pressed={value === null}
          onClick={() => onChange(null)}
          data-testid="coupon-none"
        >
          {t('coupons.none')}
        </button>
        {usable.map((c) => (
          <button
            key={c.id}
            type="button"
            className={chip(value === c.id)}
            aria-pressed={value === c.id}
            onClick={() => onChange(c.id)}
            data-testid="coupon-option"
            data-coupon-id={c.id}
          >
            {t(`coupons.kindShort.${c.kind}`, { amount: c.amount, currency: c.currency })}
          </button>
        ))}
      </div>
    </div>
  );
}
