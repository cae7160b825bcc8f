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

/**
 * Demo operators of two narrower roles, public like the demo operator: a second pair
 * of eyes for adjustments (finance) and a role that may not see money pages (support).
 */
export const DEMO_ROLE_OPERATORS = [
  {
    email: 'finance@tidemark.dev',
    password: 'finance-pass-1',
    name: 'Demo finance',
    role: 'finance',
    totpSecret: 'TIDEMARKDEMOFINANCETOTPSECRET222',
  },
  {
    email: 'support@tidemark.dev',
    password: 'support-pass-1',
    name: 'Demo support',
    role: 'support',
    totpSecret: 'TIDEMARKDEMOSUPPORTTOTPSECRET222',
  },
  // Products and settings, and content (console journeys of the products screens).
  {
    email: 'product@tidemark.dev',
    password: 'product-pass-1',
    name: 'Demo product',
    role: 'product',
    totpSecret: 'TIDEMARKDEMOPRODUCTTOTPSECRET222',
  },
  {
    email: 'content@tidemark.dev',
    password: 'content-pass-1',
    name: 'Demo content',
    role: 'content',
    totpSecret: 'TIDEMARKDEMOCONTENTTOTPSECRET222',
  },
  // Reviews trader applications (and identity) in the console journeys.
  {
    email: 'compliance@tidemark.dev',
    password: 'compliance-pass-1',
    name: 'Demo compliance',
    role: 'compliance',
    totpSecret: 'TIDEMARKDEMOCOMPLIANCETOTPSECRET',
  },
] as const;

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
  seedDemo: async (admin) => {
    await admin.seedOperator(DEMO_OPERATOR);
    for (const op of DEMO_ROLE_OPERATORS) await admin.seedOperator(op);
  },
});

export { createOperator } from './admin.service';
/** Who an operator id is (name, e-mail, role), for other modules' pages that name who did what. */
export { operatorsByIds } from './admin.repo';
