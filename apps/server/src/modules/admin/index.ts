import { defineModule } from '../../platform/module';
import { adminRoutes } from './admin.routes';
import { createOperator } from './admin.service';

export const DEMO_OPERATOR = { email: 'ops@tidemark.dev', password: 'ops-pass-1', name: 'Demo operator' };

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- TRANSITIONAL until the module's service is written
export interface AdminService {}

declare module '../../platform/module' {
  interface Services {
    admin: AdminService;
  }
}

export const adminModule = defineModule({
  name: 'admin',
  needs: ['account'],
  create: () => ({}),
  legacyRoutes: (app) => adminRoutes(app),
  async seedDemo(_service, { platform: { db } }) {
    const { rowCount } = await db.query('SELECT 1 FROM operators WHERE email = $1', [DEMO_OPERATOR.email]);
    if (!rowCount) await createOperator(db, DEMO_OPERATOR);
  },
});

export { createOperator } from './admin.service';
