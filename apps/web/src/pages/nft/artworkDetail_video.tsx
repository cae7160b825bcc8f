import { useSearchParams } from '../../shared/routing/router';
import { ArtworkDetail, codeParam } from '../../features/nft';

/** /pages/nft/artworkDetail_video?code=: an audio or video artwork with its player. */
export default function NftArtworkDetailVideoPage() {
  const [params] = useSearchParams();
  return <ArtworkDetail code={codeParam(params.get('code'))} />;
}
