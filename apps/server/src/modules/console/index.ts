import { defineModule } from '../../platform/module';
import { consoleRoutes } from './console.routes';
import { createConsoleService, type ConsoleService } from './console.service';

declare module '../../platform/module' {
  interface Services {
    console: ConsoleService;
  }
}

/** The operator console's API: users, adjustments, reports, operator sessions. */
export const consoleModule = defineModule({
  name: 'console',
  // The others: the dashboard's queue counts, each read by the module whose work waits.
  // admin: the operators' names on sessions and adjustments.
  needs: [
    'liabilities',
    'admin',
    'account',
    'wallet',
    'nft',
    'copytrade',
    'feedback',
    'support',
    'launchpad',
    // The currency of an adjustment, found by its code in the catalogue.
    'market',
  ],
  create: ({ platform, deps }) =>
    createConsoleService({ db: platform.db, liabilities: deps.liabilities }),
  routes: (router, svc) => consoleRoutes(router, svc),
});
