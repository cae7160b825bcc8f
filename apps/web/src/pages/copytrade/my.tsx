import { useSearchParams } from '../../shared/routing/router';
import { MyCopyTrading, myTabFrom } from '../../features/copytrade';

/** pages/copytrade/my: `?tab=follows|copies|history|skips|trader`. */
export default function CopytradeMyPage() {
  const [params] = useSearchParams();
  return <MyCopyTrading initialTab={myTabFrom(params.get('tab'))} />;
}
