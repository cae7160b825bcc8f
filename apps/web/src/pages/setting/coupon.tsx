import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/setting/coupon: built by a later issue; until then the frame shows the under-development view. */
export default function SettingCouponPage() {
  return <UnderDevelopment />;
}
