import { DepositRecords, RecordPage } from '../../features/wallet';

/** pages/fund/receive_record: deposit requests. */
export default function FundReceiveRecordPage() {
  return (
    <RecordPage>
      <DepositRecords />
    </RecordPage>
  );
}
