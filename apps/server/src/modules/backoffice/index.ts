import { defineModule } from '../../platform/module';
import { backofficeRoutes } from './backoffice.routes';
import { createBackofficeService, type BackofficeService } from './backoffice.service';

declare module '../../platform/module' {
  interface Services {
    backoffice: BackofficeService;
  }
}

/**
 * The operator console's second part: IEO projects by phase, the support desk's
 * canned replies, house result per product per day, a user's orders and positions.
 */
export const backofficeModule = defineModule({
  name: 'backoffice',
  // The products whose orders a user's drill-down reads (each through its own module's query),
  // and admin for the names of the operators who changed the canned replies.
  needs: [
    'admin',
    'spot',
    'lever',
    'options',
    'earn',
    'dual',
    'launchpad',
    'copytrade',
    'nft',
    'otc',
    'loans',
  ],
  create: ({ platform }) => createBackofficeService({ db: platform.db }),
  routes: (router, svc) => backofficeRoutes(router, svc),
});
