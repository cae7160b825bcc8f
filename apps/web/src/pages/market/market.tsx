import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/market/market: built by a later issue; until then the frame shows the under-development view. */
export default function MarketMarketPage() {
  return <UnderDevelopment />;
}
