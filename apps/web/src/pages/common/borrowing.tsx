import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/common/borrowing: built by a later issue; until then the frame shows the under-development view. */
export default function CommonBorrowingPage() {
  return <UnderDevelopment />;
}
