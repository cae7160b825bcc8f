import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/fund/fundTransfer: built by a later issue; until then the frame shows the under-development view. */
export default function FundFundTransferPage() {
  return <UnderDevelopment />;
}
