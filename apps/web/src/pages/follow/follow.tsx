import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/follow/follow: built by a later issue; until then the frame shows the under-development view. */
export default function FollowFollowPage() {
  return <UnderDevelopment />;
}
