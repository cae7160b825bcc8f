import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/follow/index: built by a later issue; until then the frame shows the under-development view. */
export default function FollowIndexPage() {
  return <UnderDevelopment />;
}
