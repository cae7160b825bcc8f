import { BillsView, useQueryNumber } from '../../features/wallet';

/** pages/fund/assets_record?currency=&type=: the bills of one currency and account. */
export default function FundAssetsRecordPage() {
  const currency = useQueryNumber('currency') ?? undefined;
  const type = useQueryNumber('type') ?? undefined;
  return <BillsView initial={{ currency, type }} />;
}
