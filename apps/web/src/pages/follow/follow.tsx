import { useSearchParams } from '../../shared/routing/router';
import { FollowPage } from '../../features/copytrade';

/** pages/follow/follow?id=: follow settings of one trader. */
export default function FollowFollowPage() {
  const id = Number(useSearchParams()[0].get('id') ?? 0);
  return <FollowPage id={Number.isSafeInteger(id) && id > 0 ? id : 0} />;
}
