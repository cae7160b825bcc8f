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
  needs: ['liabilities'],
  create: ({ platform, deps }) =>
    createConsoleService({ db: platform.db, liabilities: deps.liabilities }),
  routes: (router, svc) => consoleRoutes(router, svc),
});
