import { TraderList } from '../../features/copytrade';

/** pages/follow/index: the trader ranking (the original's path). */
export default function FollowIndexPage() {
  return <TraderList profilePath="/pages/follow/trader" />;
}
