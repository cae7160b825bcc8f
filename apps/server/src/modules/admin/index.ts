import { defineModule } from '../../platform/module';
import { adminFileRoutes, adminRoutes } from './admin.routes';
import { createAdminService, type AdminService } from './admin.service';

/** The demo operator; its TOTP secret is public (README) so an authenticator app or a journey can sign in. */
export const DEMO_OPERATOR = {
  email: 'ops@tidemark.dev',
  password: 'ops-pass-1',
  name: 'Demo operator',
  totpSecret: 'TIDEMARKDEMOOPERATORTOTPSECRET22',
};

declare module '../../platform/module' {
  interface Services {
    admin: AdminService;
  }
}

export const adminModule = defineModule({
  name: 'admin',
  needs: ['account'],
  create: ({ platform, deps }) =>
    createAdminService({ db: platform.db, realtime: platform.realtime, account: deps.account }),
  routes(router, admin) {
    adminRoutes(router, admin);
    adminFileRoutes(router, admin);
  },
  seedDemo: (admin) => admin.seedOperator(DEMO_OPERATOR),
});

export { createOperator } from './admin.service';
