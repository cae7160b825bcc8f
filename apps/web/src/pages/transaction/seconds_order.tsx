import Tabs from 'antd-mobile/es/components/tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../shared/routing/router';
import { LockOrders } from '../../features/earn';
import { LeverOrders, ordersTabFrom } from '../../features/lever';
import { OptionOrderHistory } from '../../features/options';
import { SpotOrderHistory, historyTabFrom } from '../../features/spot';

/** The products whose orders the tab lists, in the trade page's order. */
const PRODUCTS = ['coins', 'futures', 'options', 'earn'] as const;
type Product = (typeof PRODUCTS)[number];

function productFrom(value: string | null): Product {
  return (PRODUCTS as readonly string[]).includes(value ?? '') ? (value as Product) : 'coins';
}

/**
 * pages/transaction/seconds_order, the orders tab: every product's orders in sub-tabs, kept in
 * the URL — `?product=coins` (spot, `&status=open|filled|cancelled`), `futures` (contracts,
 * `&tab=positions|entrusted|history`), `options` (seconds options, 5 at a time) or `earn`
 * (lock-mining orders, active and finished).
 */
export default function TransactionSecondsOrderPage() {
  const { t } = useTranslation('spot');
  const [params, setParams] = useSearchParams();
  const product = productFrom(params.get('product'));
  const show = (next: Record<string, string>) => setParams({ product, ...next }, { replace: true });
  return (
    <div data-testid="orders-tab" data-product={product}>
      <Tabs activeKey={product} onChange={(key) => show({ product: productFrom(key) })}>
        {PRODUCTS.map((key) => (
          <Tabs.Tab
            key={key}
            title={<span data-testid={`orders-product-${key}`}>{t(`tabs.${key}`)}</span>}
          />
        ))}
      </Tabs>
      {product === 'coins' ? (
        <SpotOrderHistory
          status={historyTabFrom(params.get('status'))}
          onStatusChange={(status) => show({ status })}
        />
      ) : null}
      {product === 'futures' ? (
        <LeverOrders tab={ordersTabFrom(params.get('tab'))} onTabChange={(tab) => show({ tab })} />
      ) : null}
      {product === 'options' ? <OptionOrderHistory /> : null}
      {product === 'earn' ? <LockOrders /> : null}
    </div>
  );
}
