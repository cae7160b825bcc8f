import { RecordTabs } from '../../features/wallet';

/** pages/fund/transfer_history: exchanges (the route's title) and transfers between accounts (`?tab=transfer`). */
export default function FundTransferHistoryPage() {
  return <RecordTabs set="exchangeTransfer" />;
}
