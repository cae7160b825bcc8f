import { MyNfts } from '../../features/nft';

/** /pages/nft/myNft: the user's NFTs (the same screen as mine, on the owned tab). */
export default function NftMyNftPage() {
  return <MyNfts initialTab="owned" />;
}
