import { useTranslation } from 'react-i18next';
import { useExchangeHistory } from '../api/exchange-history';
import { useTransferHistory } from '../api/transfer-history';
import { PagedList } from './query-views';
import { TransferRecordItem } from './record-items';

export function TransferRecords() {
  const { t } = useTranslation('wallet');
  return (
    <PagedList
      query={useTransferHistory()}
      itemKey={(r) => r.id}
      renderItem={(r) => <TransferRecordItem record={r} exchange={false} />}
      emptyText={t('records.emptyTransfers')}
      testId="transfer-records"
    />
  );
}

export function ExchangeRecords() {
  const { t } = useTranslation('wallet');
  return (
    <PagedList
      query={useExchangeHistory()}
      itemKey={(r) => r.id}
      renderItem={(r) => <TransferRecordItem record={r} exchange />}
      emptyText={t('records.emptyExchanges')}
      testId="exchange-records"
    />
  );
}
