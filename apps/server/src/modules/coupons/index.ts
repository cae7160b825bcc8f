import { defineModule } from '../../platform/module';
import { couponsRoutes } from './coupons.routes';
import { createCouponsService, type CouponsService } from './coupons.service';
import { seedDemoCoupons } from './demo';

declare module '../../platform/module' {
  interface Services {
    coupons: CouponsService;
  }
}

/**
 * Coupons (pages/setting/coupon). Contracts and seconds options need this module and use a
 * coupon inside their own order transaction through its service (`useFeeCoupon`, …).
 */
export const couponsModule = defineModule({
  name: 'coupons',
  // admin: its demo operator exists before the demo campaigns name it; market: the currency
  // catalogue (a campaign's amount is kept to its currency's places).
  needs: ['admin', 'market'],
  create: ({ platform }) => createCouponsService(platform),
  routes: (router, coupons) => couponsRoutes(router, coupons),
  seedDemo: (_coupons, { platform }) => seedDemoCoupons(platform, 'ops@tidemark.dev'),
});
