import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/invest/mine: built by a later issue; until then the frame shows the under-development view. */
export default function InvestMinePage() {
  return <UnderDevelopment />;
}
