import { defineModule } from '../../platform/module';
import { seedDualDemo } from './demo';
import { dualRoutes } from './dual.routes';
import { dualAdminRoutes } from './dual.admin.routes';
import { createDual, type Dual } from './dual.service';
import { settleJob } from './settle.job';

declare module '../../platform/module' {
  interface Services {
    dual: Dual;
  }
}

export const dualModule = defineModule({
  name: 'dual',
  // market: the recorded prices (its tick log) this module reads.
  needs: ['market'],
  create: ({ platform }) => createDual(platform),
  routes(router, dual) {
    dualRoutes(router, dual);
    dualAdminRoutes(router, dual);
  },
  jobs: (dual) => [settleJob((now) => dual.settleDue(now))],
  seedDemo: (dual) => seedDualDemo(dual),
});

// The console's read-only drill-down into a user's dual orders.
export { consoleOrders as dualConsoleOrders } from './dual.repo';
