import { CopyAgreement } from '../../features/copytrade';

/** pages/follow/agreement_en: the copy trading agreement in English. */
export default function FollowAgreementEnPage() {
  return <CopyAgreement lang="en" />;
}
