import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/invest/purchase: built by a later issue; until then the frame shows the under-development view. */
export default function InvestPurchasePage() {
  return <UnderDevelopment />;
}
