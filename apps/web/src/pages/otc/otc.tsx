import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/otc/otc: built by a later issue; until then the frame shows the under-development view. */
export default function OtcOtcPage() {
  return <UnderDevelopment />;
}
