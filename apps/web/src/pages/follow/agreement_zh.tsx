import { CopyAgreement } from '../../features/copytrade';

/** pages/follow/agreement_zh: the copy trading agreement in Chinese. */
export default function FollowAgreementZhPage() {
  return <CopyAgreement lang="zh" />;
}
