import { BillsView } from '../../features/wallet/components/bills-view';
import { useQueryNumber } from '../../features/wallet/hooks/use-query-number';

/** pages/fund/assets_record?currency=&type=: the bills of one currency and account. */
export default function FundAssetsRecordPage() {
  const currency = useQueryNumber('currency') ?? undefined;
  const type = useQueryNumber('type') ?? undefined;
  return <BillsView initial={{ currency, type }} />;
}
