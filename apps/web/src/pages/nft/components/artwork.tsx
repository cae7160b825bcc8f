import { NftMarket } from '../../../features/nft';

/** /pages/nft/components/artwork: the artworks on the market. */
export default function NftComponentsArtworkPage() {
  return <NftMarket />;
}
