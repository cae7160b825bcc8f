import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/market/search: built by a later issue; until then the frame shows the under-development view. */
export default function MarketSearchPage() {
  return <UnderDevelopment />;
}
