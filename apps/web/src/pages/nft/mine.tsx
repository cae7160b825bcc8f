import { MyNfts } from '../../features/nft';

/** /pages/nft/mine: the user's NFTs, bids, payment orders and messages. */
export default function NftMinePage() {
  return <MyNfts />;
}
