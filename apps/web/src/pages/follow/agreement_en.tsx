import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/follow/agreement_en: built by a later issue; until then the frame shows the under-development view. */
export default function FollowAgreementEnPage() {
  return <UnderDevelopment />;
}
