import { UnderDevelopment } from '../../../shared/ui/under-development';

/** /pages/nft/components/artist: built by a later issue; until then the frame shows the under-development view. */
export default function NftComponentsArtistPage() {
  return <UnderDevelopment />;
}
