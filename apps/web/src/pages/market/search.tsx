import { SearchScreen } from '../../features/market';

/** pages/market/search: search by part of a pair's name, hot searches, recently viewed. */
export default function MarketSearchPage() {
  return <SearchScreen />;
}
