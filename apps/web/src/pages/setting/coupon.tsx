import { CouponsView } from '../../features/community';

/** pages/setting/coupon: the user's coupons. */
export default function SettingCouponPage() {
  return <CouponsView />;
}
