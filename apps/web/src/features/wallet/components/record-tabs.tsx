import type { ComponentType, ReactNode } from 'react';
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../shared/routing/router';
import { DepositRecords, WithdrawRecords } from './deposit-withdraw-records';
import { ExchangeRecords, TransferRecords } from './transfer-records';
import styles from './record-tabs.module.css';

interface RecordTab {
  key: string;
  /** Key in the `wallet` namespace. */
  titleKey: string;
  testId: string;
  View: ComponentType;
}

/** The record pages: two lists in tabs, the first shown unless `?tab=` names the second. */
const TAB_SETS = {
  depositWithdraw: [
    {
      key: 'deposit',
      titleKey: 'records.deposits',
      testId: 'records-tab-deposit',
      View: DepositRecords,
    },
    {
      key: 'withdraw',
      titleKey: 'records.withdrawals',
      testId: 'records-tab-withdraw',
      View: WithdrawRecords,
    },
  ],
  exchangeTransfer: [
    {
      key: 'exchange',
      titleKey: 'records.exchanges',
      testId: 'history-tab-exchange',
      View: ExchangeRecords,
    },
    {
      key: 'transfer',
      titleKey: 'records.transfers',
      testId: 'history-tab-transfer',
      View: TransferRecords,
    },
  ],
} as const satisfies Record<string, readonly [RecordTab, RecordTab]>;

export function RecordTabs({ set }: { set: keyof typeof TAB_SETS }) {
  const { t } = useTranslation('wallet');
  const [params, setParams] = useSearchParams();
  const [first, second] = TAB_SETS[set];
  const active = params.get('tab') === second.key ? second : first;
  return (
    <div className={styles.page}>
      <div className={styles.tabs}>
        <Tabs activeKey={active.key} onChange={(key) => setParams({ tab: key }, { replace: true })}>
          {[first, second].map((tab) => (
            <Tabs.Tab
              key={tab.key}
              title={<span data-testid={tab.testId}>{t(tab.titleKey)}</span>}
            />
          ))}
        </Tabs>
      </div>
      <active.View />
    </div>
  );
}

/** A record page with one list (no tabs). */
export function RecordPage({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>;
}
