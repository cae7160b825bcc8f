import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/fund/transfer_history: built by a later issue; until then the frame shows the under-development view. */
export default function FundTransferHistoryPage() {
  return <UnderDevelopment />;
}
