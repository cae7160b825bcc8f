import { hourlyKey } from '../../platform/jobs';
import { defineModule } from '../../platform/module';
import { mirrorHook } from './mirror';
import { copyRoutes } from './copytrade.routes';
import { createCopyService, type CopyService } from './copytrade.service';
import { seedCopyDemo } from './demo';

declare module '../../platform/module' {
  interface Services {
    copytrade: CopyService;
  }
}

export const copytradeModule = defineModule({
  name: 'copytrade',
  needs: ['lever'],
  create: ({ platform, deps }) => {
    deps.lever.onPosition(mirrorHook(deps.lever));
    return createCopyService({ ...platform, lever: deps.lever });
  },
  routes: (router, copy) => copyRoutes(router, copy),
  jobs: (copy) => [
    {
      name: 'copytrade.shares',
      checkEveryMs: 30_000,
      periodKey: (now) => now.toISOString().slice(0, 16),
      async run() {
        return `paid ${await copy.settleShares()} held shares`;
      },
    },
    {
      name: 'copytrade.stats',
      checkEveryMs: 60_000,
      periodKey: hourlyKey,
      async run() {
        return `stats of ${await copy.recomputeAll()} traders`;
      },
    },
    {
      // A trader's page agrees with its closed positions within a minute, not an hour; the
      // hourly run keeps the 30-day curve and the assets under copy current.
      name: 'copytrade.stats_fresh',
      checkEveryMs: 30_000,
      periodKey: (now) => now.toISOString().slice(0, 16),
      async run() {
        return `stats of ${await copy.recomputeStale()} traders with new closes`;
      },
    },
  ],
  start: async (copy) => copy.startDemoTrading(),
  stop: async (copy) => copy.stopDemoTrading(),
  seedDemo: (_copy, ctx) => seedCopyDemo(ctx.platform),
});

// The console's read-only drill-down into a user's copytrade orders.
export { consoleOrders as copytradeConsoleOrders } from './copytrade.repo';

// The console dashboard's queue count of this module's work waiting for an operator.
export { pendingApplicationCount } from './copytrade.repo';
