import { ArtistList } from '../../../features/nft';

/** /pages/nft/components/artist: every artist. */
export default function NftComponentsArtistPage() {
  return <ArtistList />;
}
