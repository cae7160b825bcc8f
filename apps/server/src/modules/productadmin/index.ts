import { defineModule } from '../../platform/module';
import { productAdminRoutes } from './productadmin.routes';
import { createProductAdmin, type ProductAdmin } from './productadmin.service';

declare module '../../platform/module' {
  interface Services {
    productadmin: ProductAdmin;
  }
}

/**
 * The console's products and settings: instruments, option periods, spot pairs and
 * the settings registry, plus the lists the product screens page through. Terms only: no route
 * here names a price, a candle or an outcome.
 */
export const productAdminModule = defineModule({
  name: 'productadmin',
  needs: ['market', 'spot'],
  create: ({ platform, deps }) =>
    createProductAdmin({
      db: platform.db,
      clock: platform.clock,
      onInstrumentTerms: (id, t) => deps.market.updateTerms(id, t),
      onSpotPairTerms: (id, t) => deps.spot.updatePairTerms(id, t),
    }),
  routes: (router, svc) => productAdminRoutes(router, svc),
});
