import { DepositRecords } from '../../features/wallet';
import styles from './records.module.css';

/** pages/fund/receive_record: deposit requests. */
export default function FundReceiveRecordPage() {
  return (
    <div className={styles.page}>
      <DepositRecords />
    </div>
  );
}
