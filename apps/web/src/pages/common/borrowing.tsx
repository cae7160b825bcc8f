import { Borrowing } from '../../features/loans';

/** /pages/common/borrowing: crypto-backed loans. */
export default function CommonBorrowingPage() {
  return <Borrowing />;
}
