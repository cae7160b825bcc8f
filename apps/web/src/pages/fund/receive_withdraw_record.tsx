import { RecordTabs } from '../../features/wallet';

/** pages/fund/receive_withdraw_record: deposits and withdrawals in tabs (`?tab=withdraw`). */
export default function FundReceiveWithdrawRecordPage() {
  return <RecordTabs set="depositWithdraw" />;
}
