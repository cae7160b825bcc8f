import { useTranslation } from 'react-i18next';
import { useDepositLog } from '../api/deposit-log';
import { useWithdrawList } from '../api/withdraw-list';
import { PagedList } from './query-views';
import { DepositRecordItem, WithdrawRecordItem } from './record-items';

export function DepositRecords() {
  const { t } = useTranslation('wallet');
  return (
    <PagedList
      query={useDepositLog()}
      itemKey={(r) => r.id}
      renderItem={(r) => <DepositRecordItem record={r} />}
      emptyText={t('records.emptyDeposits')}
      testId="deposit-records"
    />
  );
}

export function WithdrawRecords() {
  const { t } = useTranslation('wallet');
  return (
    <PagedList
      query={useWithdrawList()}
      itemKey={(r) => r.id}
      renderItem={(r) => <WithdrawRecordItem record={r} />}
      emptyText={t('records.emptyWithdrawals')}
      testId="withdraw-records"
    />
  );
}
