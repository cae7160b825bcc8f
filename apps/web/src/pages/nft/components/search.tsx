import { NftMarket } from '../../../features/nft';

/** /pages/nft/components/search: the market with the search field focused. */
export default function NftComponentsSearchPage() {
  return <NftMarket autoFocusSearch />;
}
