import { defineModule } from '../../platform/module';
import { couponsRoutes } from './coupons.routes';
import { createCouponsService, type CouponsService } from './coupons.service';

declare module '../../platform/module' {
  interface Services {
    coupons: CouponsService;
  }
}

/**
 * Coupons (pages/setting/coupon). Contracts and seconds options use a coupon inside their own
 * order transaction through the functions exported below.
 */
export const couponsModule = defineModule({
  name: 'coupons',
  needs: [],
  create: ({ platform }) => createCouponsService(platform),
  routes: (router, coupons) => couponsRoutes(router, coupons),
});

export { useFeeCoupon, useStakeCoupon, refundStakeCoupon } from './redeem';
