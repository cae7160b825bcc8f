import { useSearchParams } from '../../shared/routing/router';
import { codeParam, ResellForm } from '../../features/nft';

/** /pages/nft/resell?code=: list an owned artwork again. */
export default function NftResellPage() {
  const [params] = useSearchParams();
  return <ResellForm code={codeParam(params.get('code'))} />;
}
