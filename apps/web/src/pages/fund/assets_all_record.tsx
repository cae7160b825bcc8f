import { BillsView } from '../../features/wallet/components/bills-view';

/** pages/fund/assets_all_record: every bill. */
export default function FundAssetsAllRecordPage() {
  return <BillsView />;
}
