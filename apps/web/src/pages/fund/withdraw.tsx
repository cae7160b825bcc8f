import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/fund/withdraw: built by a later issue; until then the frame shows the under-development view. */
export default function FundWithdrawPage() {
  return <UnderDevelopment />;
}
