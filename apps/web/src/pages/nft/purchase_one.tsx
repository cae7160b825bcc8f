import { useSearchParams } from '../../shared/routing/router';
import { BlindBoxPage, codeParam } from '../../features/nft';

/** /pages/nft/purchase_one?code=: a blind-box series to buy from, or an owned box to open and verify. */
export default function NftPurchaseOnePage() {
  const [params] = useSearchParams();
  return <BlindBoxPage code={codeParam(params.get('code'))} />;
}
