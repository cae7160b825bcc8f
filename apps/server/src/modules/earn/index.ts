import { defineModule } from '../../platform/module';
import { dailyIncomeJob } from './daily.job';
import { seedDemoProducts } from './demo';
import { earnRoutes } from './earn.routes';
import { earnAdminRoutes } from './earn.admin.routes';
import { createEarnService, type Earn } from './earn.service';

declare module '../../platform/module' {
  interface Services {
    earn: Earn;
  }
}

export const earnModule = defineModule({
  name: 'earn',
  needs: ['market'],
  create: ({ platform, deps }) => createEarnService({ ...platform, market: deps.market }),
  routes(router, earn) {
    earnRoutes(router, earn);
    earnAdminRoutes(router, earn);
  },
  jobs: (earn) => [dailyIncomeJob(earn.deps)],
  seedDemo: (earn) => seedDemoProducts(earn.deps),
});

// The console's read-only drill-down into a user's earn orders.
export { consoleOrders as earnConsoleOrders } from './earn.repo';
