import { OtcHome } from '../../features/otc';

/** /pages/otc/otc: P2P with escrow and quick buy. */
export default function OtcOtcPage() {
  return <OtcHome />;
}
