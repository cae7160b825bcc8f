import { BillsView } from '../../features/wallet';

/** pages/setting/bill: the bills, as in the assets records. */
export default function SettingBillPage() {
  return <BillsView />;
}
