import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../shared/routing/router';
import { TabSwitch } from '../../../shared/ui/choice-switch';
import styles from '../../../shared/ui/product-page.module.css';
import { Market } from './otc-market';
import { MerchantArea } from './otc-merchant-area';
import { MyOrders } from './otc-my-orders';
import { OrderView } from './otc-order-view';
import { QuickTrade } from './otc-quick-trade';

const TABS = ['buy', 'sell', 'orders', 'merchant'] as const;
type Tab = (typeof TABS)[number];

/** /pages/otc/otc: buy and sell markets, my orders, the merchant area; `?order=` opens an order. */
export function OtcHome() {
  const { t } = useTranslation('otc');
  const [params] = useSearchParams();
  const orderId = Number(params.get('order') ?? 0);
  const [tab, setTab] = useState<Tab>(() => {
    const asked = params.get('tab');
    return TABS.find((x) => x === asked) ?? 'buy';
  });
  if (Number.isInteger(orderId) && orderId > 0) return <OrderView id={orderId} />;
  if (params.get('mode') === 'quick')
    return <QuickTrade initialSide={params.get('side') === 'sell' ? 'sell' : 'buy'} />;
  return (
    <div className={styles.page}>
      <TabSwitch
        options={TABS}
        value={tab}
        onChange={setTab}
        label={t('title')}
        textOf={(v) => t(`tabs.${v}`)}
        testIdPrefix="otc-tab"
      />
      {tab === 'buy' || tab === 'sell' ? <Market key={tab} userSide={tab} /> : null}
      {tab === 'orders' ? <MyOrders /> : null}
      {tab === 'merchant' ? <MerchantArea /> : null}
    </div>
  );
}
