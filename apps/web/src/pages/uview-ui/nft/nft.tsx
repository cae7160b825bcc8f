import { NftMarket } from '../../../features/nft';

/** /uview-ui/nft/nft: the NFT gallery — the same market as /pages/nft/nft. */
export default function UviewUiNftNftPage() {
  return <NftMarket />;
}
