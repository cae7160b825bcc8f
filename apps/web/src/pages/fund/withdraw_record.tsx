import { WithdrawRecords } from '../../features/wallet';
import styles from './records.module.css';

/** pages/fund/withdraw_record: withdrawals. */
export default function FundWithdrawRecordPage() {
  return (
    <div className={styles.page}>
      <WithdrawRecords />
    </div>
  );
}
