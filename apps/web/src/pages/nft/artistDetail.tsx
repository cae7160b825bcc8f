import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/nft/artistDetail: built by a later issue; until then the frame shows the under-development view. */
export default function NftArtistDetailPage() {
  return <UnderDevelopment />;
}
