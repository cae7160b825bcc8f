import { defineModule } from '../../platform/module';
import { supportRoutes } from './support.routes';
import { createSupportService, type SupportService } from './support.service';

declare module '../../platform/module' {
  interface Services {
    support: SupportService;
  }
}

/**
 * Live support chat (pages/kefu/index): users and visitors with operators whose role holds the
 * `support.desk` permission (support, admin), checked by the router on every operator route.
 */
export const supportModule = defineModule({
  name: 'support',
  needs: [],
  create: ({ platform }) => createSupportService(platform),
  routes: (router, support) => supportRoutes(router, support),
});

// The console dashboard's queue count of this module's work waiting for an operator.
export { unreadConversationCount } from './support.repo';
