import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/nft/artworkDetail_video: built by a later issue; until then the frame shows the under-development view. */
export default function NftArtworkDetailVideoPage() {
  return <UnderDevelopment />;
}
