import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/transaction/index2: built by a later issue; until then the frame shows the under-development view. */
export default function TransactionIndex2Page() {
  return <UnderDevelopment />;
}
