import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/copytrade/trader: built by a later issue; until then the frame shows the under-development view. */
export default function CopytradeTraderPage() {
  return <UnderDevelopment />;
}
