import { defineModule } from '../../platform/module';
import { createLeverService, type Lever } from './lever.service';
import { overnightJob } from './overnight.job';
import { leverRoutes } from './lever.routes';
import * as repo from './lever.repo';

declare module '../../platform/module' {
  interface Services {
    lever: Lever;
  }
}

export const leverModule = defineModule({
  name: 'lever',
  needs: ['market', 'coupons'],
  create: ({ platform, deps }) => {
    // Contracts' side of the operator's instrument edit: its pair switch and open positions.
    deps.market.addInstrumentProduct({
      name: 'lever',
      pairsActive: repo.pairsActive,
      setPairActive: repo.setPairActive,
      openOn: repo.openPositionsOn,
    });
    return createLeverService(platform, deps.market, deps.coupons);
  },
  routes: (router, lever) => leverRoutes(router, lever),
  jobs: (lever) => [overnightJob(lever.deps)],
  stop: (lever) => lever.risk.stop(),
});

// Copy trading mirrors positions through these and the service's `onPosition`, `openCopy` and
// `closeCopy` (inside the opening or closing transaction).
export type { PositionHook } from './hooks';
export { copyContext, endedOf } from './copy';
export type { PositionRow } from './lever.repo';
export { lockUser } from './settlement';
export { tryLockUser } from './copy.repo';

// The console's read-only drill-down into a user's contract orders.
export { consoleOrders as leverConsoleOrders } from './lever.repo';
