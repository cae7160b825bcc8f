import { defineModule } from '../../platform/module';
import { launchpadRoutes } from './launchpad.routes';
import { launchpadAdminRoutes } from './launchpad.admin.routes';
import { createLaunchpad, type Launchpad } from './launchpad.service';
import { phasesJob } from './phases.job';
import { unlockJob } from './unlock.job';
import { seedLaunchpadDemo } from './demo';

declare module '../../platform/module' {
  interface Services {
    launchpad: Launchpad;
  }
}

export const launchpadModule = defineModule({
  name: 'launchpad',
  // market: a project's token is added to the market's currency catalogue, and opened to
  // trading there once listed.
  needs: ['market'],
  create: ({ platform }) => createLaunchpad(platform),
  routes(router, lp) {
    launchpadRoutes(router, lp);
    launchpadAdminRoutes(router, lp);
  },
  jobs: (lp) => [phasesJob((now) => lp.advanceAll(now)), unlockJob((day) => lp.unlockDay(day))],
  seedDemo: (lp) => seedLaunchpadDemo(lp),
});

// The console's read-only IEO queue and drill-down into a user's subscriptions.
export { consoleOrders as launchpadConsoleOrders, projectsByPhase } from './launchpad.repo';

// The console dashboard's queue count of this module's work waiting for an operator.
export { inProgressProjectCount } from './launchpad.repo';
