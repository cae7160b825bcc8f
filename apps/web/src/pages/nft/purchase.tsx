import { useSearchParams } from '../../shared/routing/router';
import { ArtworkDetail, codeParam } from '../../features/nft';

/** /pages/nft/purchase?code=: the artwork with its buy or bid sheet open. */
export default function NftPurchasePage() {
  const [params] = useSearchParams();
  return <ArtworkDetail code={codeParam(params.get('code'))} openSheet />;
}
