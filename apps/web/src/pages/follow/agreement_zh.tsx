import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/follow/agreement_zh: built by a later issue; until then the frame shows the under-development view. */
export default function FollowAgreementZhPage() {
  return <UnderDevelopment />;
}
