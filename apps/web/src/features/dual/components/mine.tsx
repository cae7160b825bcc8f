import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DualOrder } from '@tidemark/contracts';
import { useMoneyText } from '../../../shared/api/currencies';
import { formatPlain } from '../../../shared/format/amount';
import { priceText } from '../../../shared/format/precision';
import { TabSwitch } from '../../../shared/ui/choice-switch';
import { FieldGrid } from '../../../shared/ui/field-grid';
import { PagedList } from '../../../shared/ui/paged-list';
import record from '../../../shared/ui/record.module.css';
import { useDualOrders } from '../api';
import { useDualName } from '../product-name';
import { tickTime, utc } from './shared';
import styles from '../../../shared/ui/product-page.module.css';

const TABS = ['holding', 'settled'] as const;

function OrderCard({ o }: { o: DualOrder }) {
  const money = useMoneyText();
  const { t } = useTranslation('dual');
  const name = useDualName();
  const settled = o.status === 'settled';
  return (
    <article className={styles.card} data-testid={`dual-order-${o.id}`}>
      <div className={styles.head}>
        <h3 className={styles.title}>{name(o)}</h3>
        <span className={settled ? `${record.status} ${record.statusDone}` : record.status}>
          {t(`status.${o.status}`)}
        </span>
      </div>
      <FieldGrid
        testIdPrefix="dual-order"
        fields={[
          {
            key: 'total',
            label: t('invest'),
            value: `${money(o.total, o.invest_currency_name)} ${o.invest_currency_name}`,
          },
          { key: 'rate', label: t('apr'), value: `${formatPlain(o.order_rate)}%` },
          {
            key: 'strike',
            label: t('strike'),
            value: priceText(o.exercise_price, o.price_decimals),
          },
          { key: 'settle', label: t('settleAt'), value: utc(o.end_time) },
          {
            key: 'price',
            label: t('settlePrice'),
            value: o.settle_price ? priceText(o.settle_price, o.price_decimals) : '--',
          },
          {
            key: 'payout',
            label: t('payout'),
            value: o.payout
              ? `${money(o.payout, o.payout_currency_name ?? undefined)} ${o.payout_currency_name ?? ''}`
              : '--',
          },
        ]}
      />
      {settled && o.settle_tick_ms !== null ? (
        <>
          <p className={styles.text} data-testid="dual-order-tick">
            {t('tickUsed', {
              price: priceText(o.settle_price, o.price_decimals),
              time: tickTime(o.settle_tick_ms),
            })}
          </p>
          <p className={styles.formula} data-testid="dual-order-formula">
            {o.formula}
          </p>
        </>
      ) : null}
    </article>
  );
}

/** /pages/invest/mine: holdings and settled results. */
export function DualMine() {
  const { t } = useTranslation('dual');
  const [tab, setTab] = useState<(typeof TABS)[number]>('holding');
  const query = useDualOrders(tab);
  return (
    <div className={styles.page}>
      <TabSwitch
        options={TABS}
        value={tab}
        onChange={setTab}
        label={t('mine')}
        textOf={(v) => t(`status.${v}`)}
        testIdPrefix="dual-mine-tab"
      />
      <PagedList
        query={query}
        itemKey={(o) => o.id}
        renderItem={(o) => <OrderCard o={o} />}
        emptyTitle={t('noOrders')}
        errorTitle={t('loadFailed')}
        testId="dual-orders"
      />
    </div>
  );
}
