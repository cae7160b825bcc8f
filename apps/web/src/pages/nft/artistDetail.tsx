import { useSearchParams } from '../../shared/routing/router';
import { ArtistDetail, idParam } from '../../features/nft';

/** /pages/nft/artistDetail?uid=: an artist's public page and works. */
export default function NftArtistDetailPage() {
  const [params] = useSearchParams();
  return <ArtistDetail uid={idParam(params.get('uid'))} />;
}
