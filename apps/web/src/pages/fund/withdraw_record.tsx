import { WithdrawRecords, RecordPage } from '../../features/wallet';

/** pages/fund/withdraw_record: withdrawals. */
export default function FundWithdrawRecordPage() {
  return (
    <RecordPage>
      <WithdrawRecords />
    </RecordPage>
  );
}
