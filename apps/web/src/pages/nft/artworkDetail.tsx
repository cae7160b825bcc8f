import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/nft/artworkDetail: built by a later issue; until then the frame shows the under-development view. */
export default function NftArtworkDetailPage() {
  return <UnderDevelopment />;
}
