import { defineModule } from '../../platform/module';
import { seedOtcDemo } from './demo';
import { expireJob } from './expire.job';
import { otcRoutes } from './otc.routes';
import { createOtc, type Otc } from './otc.service';

declare module '../../platform/module' {
  interface Services {
    otc: Otc;
  }
}

export const otcModule = defineModule({
  name: 'otc',
  // market: the recorded prices (its tick log) this module reads.
  needs: ['market'],
  create: ({ platform }) => createOtc(platform),
  routes: (router, otc) => otcRoutes(router, otc),
  jobs: (otc) => [expireJob((now) => otc.expireDue(now))],
  seedDemo: (otc) => seedOtcDemo(otc),
});

// The console's read-only drill-down into a user's otc orders.
export { consoleOrders as otcConsoleOrders } from './otc.repo';
