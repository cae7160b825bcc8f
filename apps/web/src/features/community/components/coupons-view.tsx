import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, type Coupon } from '@tidemark/contracts';
import { useMoneyText } from '../../../shared/api/currencies';
import { PagedList } from '../../../shared/ui/paged-list';
import { useClaimCoupon, useCoupons, type CouponTab } from '../api/coupons';
import { ChipTabs } from './chip-tabs';
import styles from './community.module.css';

const TABS: readonly CouponTab[] = ['available', 'claimable', 'used', 'expired'];

function CouponCard({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('community');
  const claim = useClaimCoupon(t('coupons.claimed'));
  const money = useMoneyText();
  return (
    <article className={styles.item} data-testid="coupon-item" data-state={coupon.state}>
      <div className={styles.itemHead}>
        <span className={styles.couponAmount} data-testid="coupon-amount">
          {money(coupon.amount, coupon.currency)} {coupon.currency}
        </span>
        <span data-testid="coupon-name">{coupon.name}</span>
      </div>
      <p className={styles.content}>
        {t(`coupons.kind.${coupon.kind}`)} ·{' '}
        {t('coupons.minOrder', {
          amount: money(coupon.min_order, coupon.currency),
          currency: coupon.currency,
        })}
      </p>
      {coupon.terms ? <p className={styles.content}>{coupon.terms}</p> : null}
      <div className={styles.itemFoot}>
        <span>
          {coupon.state === 'used' && coupon.used_at
            ? t('coupons.usedAt', {
                time: formatDate(coupon.used_at, 'yyyy-mm-dd hh:MM'),
                amount: money(coupon.used_amount, coupon.currency),
                currency: coupon.currency,
              })
            : t('coupons.expires', { time: formatDate(coupon.expires_at, 'yyyy-mm-dd hh:MM') })}
        </span>
        {coupon.state === 'claimable' ? (
          <button
            type="button"
            className={styles.linkButton}
            disabled={claim.isPending}
            onClick={() => claim.mutate(coupon.campaign_id)}
            data-testid="coupon-claim"
          >
            {t('coupons.claim')}
          </button>
        ) : null}
      </div>
    </article>
  );
}

/** pages/setting/coupon: available, to claim, used and expired coupons. */
export function CouponsView() {
  const { t } = useTranslation('community');
  const [tab, setTab] = useState<CouponTab>('available');
  const coupons = useCoupons(tab);
  return (
    <div className={styles.page} data-testid="coupons">
      <div className={styles.toolbar}>
        <ChipTabs
          tabs={TABS}
          value={tab}
          onChange={setTab}
          label={(s) => t(`coupons.tab.${s}`)}
          testId="coupons-tab"
        />
      </div>
      <PagedList
        query={coupons}
        itemKey={(c) => `${c.campaign_id}:${c.id}`}
        renderItem={(c) => <CouponCard coupon={c} />}
        emptyTitle={t('coupons.empty')}
        emptyIcon="coupon"
        errorTitle={t('coupons.loadFailed')}
        testId="coupons-list"
      />
    </div>
  );
}
