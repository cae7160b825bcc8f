import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/invest/invest: built by a later issue; until then the frame shows the under-development view. */
export default function InvestInvestPage() {
  return <UnderDevelopment />;
}
