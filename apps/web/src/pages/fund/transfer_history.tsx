import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExchangeRecords, TransferRecords } from '../../features/wallet';
import styles from './records.module.css';

/** pages/fund/transfer_history: exchanges (the route's title) and transfers between accounts (`?tab=transfer`). */
export default function FundTransferHistoryPage() {
  const { t } = useTranslation('wallet');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'transfer' ? 'transfer' : 'exchange';
  return (
    <div className={styles.page}>
      <div className={styles.tabs}>
        <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })}>
          <Tabs.Tab
            key="exchange"
            title={<span data-testid="history-tab-exchange">{t('records.exchanges')}</span>}
          />
          <Tabs.Tab
            key="transfer"
            title={<span data-testid="history-tab-transfer">{t('records.transfers')}</span>}
          />
        </Tabs>
      </div>
      {tab === 'transfer' ? <TransferRecords /> : <ExchangeRecords />}
    </div>
  );
}
