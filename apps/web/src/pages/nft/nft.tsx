import { NftMarket } from '../../features/nft';

/** /pages/nft/nft: the NFT home — fixed price, auctions and blind boxes, search and filters. */
export default function NftNftPage() {
  return <NftMarket />;
}
