import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/transaction/seconds_order: built by a later issue; until then the frame shows the under-development view. */
export default function TransactionSecondsOrderPage() {
  return <UnderDevelopment />;
}
