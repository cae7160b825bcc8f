import { useSearchParams } from '../../shared/routing/router';
import { ArtworkDetail, codeParam } from '../../features/nft';

/** /pages/nft/artworkDetail?code=: an image or GIF artwork, its terms and bids. */
export default function NftArtworkDetailPage() {
  const [params] = useSearchParams();
  return <ArtworkDetail code={codeParam(params.get('code'))} />;
}
