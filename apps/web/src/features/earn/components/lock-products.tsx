import { Button, ProgressBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { EarnProduct } from '@tidemark/contracts';
import { divideDecimals, subtractDecimals } from '../../../shared/format/decimal';
import { percentText } from '../../../shared/format/precision';
import { navigateTo } from '../../../shared/routing/navigation';
import { QueryView } from '../../../shared/ui/query-view';
import { useEarnProducts } from '../api/earn-api';
import { useMoney } from './format';
import { ProductAction } from './product-action';
import styles from './earn.module.css';

/** Share of the quota sold, 0–100, for the bar (a display figure, not money). */
export function soldPercent(p: EarnProduct): number {
  if (!/[1-9]/.test(p.quota_total)) return 100;
  return (
    Number(divideDecimals(subtractDecimals(p.quota_total, p.quota_left), p.quota_total, 4)) * 100
  );
}

function LockCard({ product }: { product: EarnProduct }) {
  const money = useMoney();
  const { t } = useTranslation('earn');
  const code = product.currency_name;
  return (
    <section className={styles.card} data-testid={`lock-product-${product.id}`}>
      <div className={styles.head}>
        <h2 className={styles.title}>
          {t('lock.productName', { currency: code, days: product.day })}
        </h2>
        <span className={styles.rate} data-testid={`lock-product-${product.id}-rate`}>
          {product.interest_rate_min === product.interest_rate_max
            ? percentText(product.interest_rate_max)
            : `${percentText(product.interest_rate_min)}–${percentText(product.interest_rate_max)}`}
        </span>
      </div>
      <div className={styles.grid}>
        <div>
          <span>{t('lock.term')}</span>
          <strong>{t('lock.days', { count: product.day })}</strong>
        </div>
        <div>
          <span>{t('lock.dailyRate')}</span>
          <strong>{t('lock.byAmount')}</strong>
        </div>
        <div>
          <span>{t('lock.limits')}</span>
          <strong>
            {money(product.save_min, code, 'exact')} – {money(product.save_max, code, 'exact')}
          </strong>
        </div>
        <div>
          <span>{t('lock.quotaLeft')}</span>
          <strong>{money(product.quota_left, code)}</strong>
        </div>
      </div>
      <ProgressBar percent={soldPercent(product)} />
      <ProductAction
        onSale={product.on_sale}
        onClick={() => void navigateTo('/pages/lockming/buy', { id: product.id })}
        testId={`lock-product-${product.id}-buy`}
      >
        {product.on_sale ? t('lock.buy') : t('lock.notOnSale')}
      </ProductAction>
    </section>
  );
}

/** pages/lockming/lockming: the lock-mining products with term, rate range and quota. */
export function LockProducts() {
  const { t } = useTranslation('earn');
  const query = useEarnProducts('lock');
  return (
    <div className={styles.page} data-testid="lock-products">
      <div className={styles.actions}>
        <Button size="small" fill="none" onClick={() => void navigateTo('/pages/lockming/welcome')}>
          {t('lock.about')}
        </Button>
        <Button
          size="small"
          fill="outline"
          color="primary"
          onClick={() => void navigateTo('/pages/lockming/order')}
          data-testid="lock-my-orders"
        >
          {t('lock.myOrders')}
        </Button>
      </div>
      <QueryView
        query={query}
        errorTitle={t('state.loadFailed')}
        isEmpty={(list) => list.length === 0}
        emptyText={t('state.noProducts')}
      >
        {(list) => list.map((p) => <LockCard key={p.id} product={p} />)}
      </QueryView>
    </div>
  );
}
