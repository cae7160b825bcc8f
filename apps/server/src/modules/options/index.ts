import { defineModule } from '../../platform/module';
import { optionsRoutes } from './options.routes';
import { optionsAdminRoutes } from './options.admin.routes';
import { createOptionsAdmin, optionsInstrumentProduct } from './options.admin';
import { createOptionsService, type SecondsOptions } from './options.service';
import { settleJob } from './settle.job';

declare module '../../platform/module' {
  interface Services {
    options: SecondsOptions;
  }
}

export const optionsModule = defineModule({
  name: 'options',
  needs: ['market', 'coupons'],
  create: ({ platform, deps }) => {
    deps.market.addInstrumentProduct(optionsInstrumentProduct);
    return createOptionsService(platform, deps.market, deps.coupons);
  },
  routes(router, options, { platform }) {
    optionsRoutes(router, options);
    optionsAdminRoutes(router, createOptionsAdmin(platform.db));
  },
  jobs: (options) => [settleJob(() => options.settleDue())],
  start: (options) => options.timer.start(),
  stop: async (options) => options.timer.stop(),
});

// The console's read-only drill-down into a user's options orders.
export { consoleOrders as optionsConsoleOrders } from './options.repo';
