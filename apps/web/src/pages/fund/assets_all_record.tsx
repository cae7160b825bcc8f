import { BillsView } from '../../features/wallet';

/** pages/fund/assets_all_record: every bill. */
export default function FundAssetsAllRecordPage() {
  return <BillsView />;
}
