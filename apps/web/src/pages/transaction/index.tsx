import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/transaction/index: built by a later issue; until then the frame shows the under-development view. */
export default function TransactionIndexPage() {
  return <UnderDevelopment />;
}
