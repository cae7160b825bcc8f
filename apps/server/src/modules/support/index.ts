import { defineModule } from '../../platform/module';
import { supportRoutes } from './support.routes';
import { createSupportService, type SupportService } from './support.service';

declare module '../../platform/module' {
  interface Services {
    support: SupportService;
  }
}

/** The demo operator of the admin module; it answers the support chat in the demo. */
const DEMO_OPERATOR_EMAIL = 'ops@tidemark.dev';

/** Live support chat (pages/kefu/index): users and visitors with operators of the support role. */
export const supportModule = defineModule({
  name: 'support',
  needs: ['admin'],
  create: ({ platform }) => createSupportService(platform),
  routes: (router, support) => supportRoutes(router, support),
  seedDemo: (support) => support.seedRole(DEMO_OPERATOR_EMAIL),
});
