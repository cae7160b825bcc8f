import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DepositRecords, WithdrawRecords } from '../../features/wallet';
import styles from './records.module.css';

/** pages/fund/receive_withdraw_record: deposits and withdrawals in tabs (`?tab=withdraw`). */
export default function FundReceiveWithdrawRecordPage() {
  const { t } = useTranslation('wallet');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'withdraw' ? 'withdraw' : 'deposit';
  return (
    <div className={styles.page}>
      <div className={styles.tabs}>
        <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })}>
          <Tabs.Tab
            key="deposit"
            title={<span data-testid="records-tab-deposit">{t('records.deposits')}</span>}
          />
          <Tabs.Tab
            key="withdraw"
            title={<span data-testid="records-tab-withdraw">{t('records.withdrawals')}</span>}
          />
        </Tabs>
      </div>
      {tab === 'deposit' ? <DepositRecords /> : <WithdrawRecords />}
    </div>
  );
}
